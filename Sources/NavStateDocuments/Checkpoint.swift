package import NavigationModel

/// A session's whole state as the store keeps it: a ``Hierarchy/Archive`` written as JSON by
/// the project's own writer, versioned by ``format``.
///
/// Properties and the specs of data-source pages are written in the request's own form (the
/// fields of a spec), and read back by the same decoders a request goes through, so the format
/// cannot drift from what the API accepts. Reading checks every field and, through
/// ``Hierarchy/init(restoring:)``, every invariant: damaged bytes are an error, never a session.
package enum Checkpoint {
    /// The version written; a reader refuses any other.
    package static let format = 1

    package static func encode(_ hierarchy: Hierarchy) -> [UInt8] {
        var writer = ArchiveWriter(capacity: 1024 + 256 * hierarchy.controllers.count)
        writer.checkpoint(hierarchy.archive)
        return writer.json.take()
    }

    package struct Damaged: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) {
            self.description = description
        }
    }

    package static func decode(_ bytes: [UInt8]) throws(Damaged) -> Hierarchy {
        let value: JSONValue
        do throws(JSONReader.Failure) {
            value = try JSONReader.parse(bytes, maxDepth: 1024)
        } catch {
            throw Damaged(description: "not JSON: \(error)")
        }
        do {
            let archive = try ArchiveReader(value, path: "checkpoint").archive()
            return try Hierarchy(restoring: archive)
        } catch let error as Damaged {
            throw error
        } catch {
            throw Damaged(description: "\(error)")
        }
    }
}
