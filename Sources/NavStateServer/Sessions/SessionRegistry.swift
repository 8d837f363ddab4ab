internal import NavigationModel
internal import OrderedCollections

/// Every live session, in creation order.
///
/// Not thread-safe by design: it belongs to the one event loop that runs every request, so
/// requests are applied one at a time and no session ever sees two writers.
final class SessionRegistry {
    private var sessions: OrderedDictionary<SessionID, Session> = [:]
    private var nextSerial = 1
    let maxSessions: Int

    init(maxSessions: Int) {
        self.maxSessions = maxSessions
    }

    var count: Int { sessions.count }

    /// Adds a session with `id`, or a random id when `nil`.
    func create(id: SessionID?, hierarchy: Hierarchy) throws(APIError) -> Session {
        guard sessions.count < maxSessions else { throw .tooManySessions(limit: maxSessions) }
        let id = id ?? SessionID.random()
        guard sessions[id] == nil else { throw .sessionExists(id) }
        let session = Session(id: id, serial: nextSerial, hierarchy: hierarchy)
        nextSerial += 1
        sessions[id] = session
        return session
    }

    func session(_ id: SessionID) throws(APIError) -> Session {
        guard let session = sessions[id] else { throw .unknownSession(id) }
        return session
    }

    func delete(_ id: SessionID) throws(APIError) {
        guard sessions.removeValue(forKey: id) != nil else { throw .unknownSession(id) }
    }

    /// Up to `limit` sessions created after the one with serial `after`, and the cursor of the
    /// next page when there is one. Deleting sessions never invalidates a cursor.
    func page(after: Int?, limit: Int) -> (sessions: [Session], next: Int?) {
        let values = sessions.values
        var low = values.startIndex, high = values.endIndex
        if let after {
            while low < high {
                let middle = (low + high) / 2
                if values[middle].serial <= after { low = middle + 1 } else { high = middle }
            }
        } else {
            high = low
        }
        let start = after == nil ? values.startIndex : low
        let end = min(values.endIndex, start + limit)
        let page = Array(values[start..<end])
        return (page, end < values.endIndex ? page.last?.serial : nil)
    }
}
