/// The live sessions in creation order (by serial), for listing and sweeping: adding one at the
/// end, removing one from anywhere and putting one back cost O(log n), so that neither a
/// `DELETE` nor an expiry holds the registry's lock longer with a million sessions than with
/// ten.
///
/// Sessions sit in chunks of ``chunkSize`` slots, each chunk covering a run of serials; a removal
/// empties a slot, and a chunk left empty goes. A chunk is found by binary search; walking in
/// order skips empty slots. A session kept alone in its chunk costs at most a chunk's slots
/// (512 bytes), whatever deletions came before.
package struct SessionOrder {
    package static let chunkSize = 64

    private struct Chunk {
        /// The first serial the chunk covers (a multiple of ``chunkSize``).
        let base: Int
        var slots: [Session?]
        var live: Int
    }

    /// Sorted by base; none empty.
    private var chunks: [Chunk] = []
    private(set) var count = 0

    /// The index of the chunk covering serials from `base`, or where it would go.
    private func chunkIndex(base: Int) -> (index: Int, found: Bool) {
        if let last = chunks.last {
            if last.base == base { return (chunks.count - 1, true) }
            if last.base < base { return (chunks.count, false) }
        }
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if chunks[middle].base < base { low = middle + 1 } else { high = middle }
        }
        return (low, low < chunks.count && chunks[low].base == base)
    }

    private static func base(of serial: Int) -> Int { serial - serial % chunkSize }

    /// Adds `session` at the place of its serial (the end, for a new one).
    package mutating func insert(_ session: Session) {
        // Serials are positive (a shared store's rows are another process's numbers).
        guard session.serial >= 0 else { return }
        let base = Self.base(of: session.serial)
        let (index, found) = chunkIndex(base: base)
        if !found { chunks.insert(Chunk(base: base, slots: Array(repeating: nil, count: Self.chunkSize), live: 0), at: index) }
        let slot = session.serial - base
        if chunks[index].slots[slot] == nil {
            chunks[index].live += 1
            count += 1
        }
        chunks[index].slots[slot] = session
    }

    /// The session with `serial`, if it is here.
    package func session(serial: Int) -> Session? {
        guard serial >= 0 else { return nil }
        let base = Self.base(of: serial)
        let (index, found) = chunkIndex(base: base)
        return found ? chunks[index].slots[serial - base] : nil
    }

    /// Removes the session with `serial`, if it is here.
    package mutating func remove(serial: Int) {
        guard serial >= 0 else { return }
        let base = Self.base(of: serial)
        let (index, found) = chunkIndex(base: base)
        guard found, chunks[index].slots[serial - base] != nil else { return }
        chunks[index].slots[serial - base] = nil
        chunks[index].live -= 1
        count -= 1
        if chunks[index].live == 0 { chunks.remove(at: index) }
    }

    /// The sessions created after serial `after` (all of them when `nil`), in creation order,
    /// while `body` returns true.
    package func forEach(after: Int?, _ body: (Session) -> Bool) {
        // A client's cursor may be any number: none comes after the largest.
        if after == Int.max { return }
        let first = after.map { $0 + 1 } ?? Int.min
        var index = after.map { chunkIndex(base: Self.base(of: $0 + 1)).index } ?? 0
        while index < chunks.count {
            for case let session? in chunks[index].slots where session.serial >= first {
                if !body(session) { return }
            }
            index += 1
        }
    }

    /// The sessions newest first, while `body` returns true.
    package func forEachNewestFirst(_ body: (Session) -> Bool) {
        for chunk in chunks.reversed() {
            for case let session? in chunk.slots.reversed() where !body(session) { return }
        }
    }
}
