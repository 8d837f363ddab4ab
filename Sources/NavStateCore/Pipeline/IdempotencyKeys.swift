package import NavStateStore

/// `Idempotency-Key` (IETF httpapi draft): the answers of a session's recent keyed mutations,
/// replayed when a client retries one.
///
/// Bounded: the `capacity` most recent keys (64 per session, ``tenantCapacity`` per tenant for
/// creating and deleting sessions), each for ``maxAgeMilliseconds``, and answers of at most
/// `maxBytes` together (``sessionBytes``, ``tenantBytes``) besides the newest; the oldest key
/// goes first when a new one would exceed either. A forgotten key is a new key again: a retry
/// with it acts again.
package struct IdempotencyKeys: Sendable {
    package static let sessionCapacity = 64
    package static let tenantCapacity = 1_000
    /// The answers one session keeps for its keys, in bytes (4 MiB).
    package static let sessionBytes = 4 << 20
    /// The answers one tenant keeps for its creations and deletions, in bytes (4 MiB).
    package static let tenantBytes = 4 << 20
    package let capacity: Int
    package let maxBytes: Int
    package static let maxAgeMilliseconds = StoredKey.lifetimeMilliseconds
    package static let maxKeyLength = 255

    package enum Lookup {
        /// Not seen (or forgotten): carry the mutation out.
        case new
        /// The answer to replay.
        case replay(StoredAnswer)
        /// The key came with another request.
        case reused
        /// The first request with the key has no answer yet.
        case inFlight
    }

    private struct Record {
        let fingerprint: UInt64
        let time: Int64
        var answer: StoredAnswer?
    }

    /// - Parameter reportsForgotten: whether to list the keys it forgets (a store deletes them).
    package init(
        capacity: Int = IdempotencyKeys.sessionCapacity, maxBytes: Int = IdempotencyKeys.sessionBytes, reportsForgotten: Bool = false
    ) {
        self.capacity = capacity
        self.maxBytes = maxBytes
        self.reportsForgotten = reportsForgotten
    }

    /// Keys as the store kept them, oldest first (a session's, which report what they forget,
    /// or a tenant's): the newest `capacity` of them.
    package init(
        restoring stored: [StoredKey], capacity: Int = IdempotencyKeys.sessionCapacity, maxBytes: Int = IdempotencyKeys.sessionBytes,
        reportsForgotten: Bool = true
    ) {
        self.init(capacity: capacity, maxBytes: maxBytes, reportsForgotten: reportsForgotten)
        for key in stored.suffix(capacity) {
            let answer = key.answer
            records[key.key] = Record(fingerprint: key.fingerprint, time: key.time, answer: answer)
            order.append(key.key)
            bytes += Self.size(of: answer)
        }
        if let newest = order.last { forgetOverBudget(keeping: newest) }
    }

    private var records: [String: Record] = [:]
    /// The bytes of the answers kept.
    private(set) var bytes = 0
    /// Keys, oldest first.
    private var order: [String] = []
    private let reportsForgotten: Bool
    /// Keys forgotten since ``takeForgotten()`` last took them, when reporting.
    private var forgotten: [String] = []

    /// The keys forgotten since the last call.
    package mutating func takeForgotten() -> [String] {
        defer { forgotten = [] }
        return forgotten
    }

    private func lookup(_ key: String, fingerprint: UInt64, now: Int64) -> Lookup {
        guard let record = records[key], now - record.time < Self.maxAgeMilliseconds else { return .new }
        guard record.fingerprint == fingerprint else { return .reused }
        return record.answer.map(Lookup.replay) ?? .inFlight
    }

    private mutating func begin(_ key: String, fingerprint: UInt64, now: Int64) {
        if let old = records[key] {
            order.removeAll { $0 == key }
            bytes -= Self.size(of: old.answer)
        }
        records[key] = Record(fingerprint: fingerprint, time: now)
        order.append(key)
        while order.count > capacity || (order.first.flatMap { records[$0] }.map { now - $0.time >= Self.maxAgeMilliseconds } ?? false) {
            forgetOldest()
        }
    }

    private mutating func forgetOldest() {
        let gone = order.removeFirst()
        bytes -= Self.size(of: records.removeValue(forKey: gone)?.answer)
        if reportsForgotten { forgotten.append(gone) }
    }

    /// Forgets the oldest keys while the answers kept pass ``maxBytes``, never `newest`.
    private mutating func forgetOverBudget(keeping newest: String) {
        while bytes > maxBytes, let oldest = order.first, oldest != newest { forgetOldest() }
    }

    /// What an answer weighs in the budget: its body and header fields.
    private static func size(of answer: StoredAnswer?) -> Int {
        guard let answer else { return 0 }
        return answer.body.count + answer.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
    }

    /// Forgets `key` (its request failed in a way a retry may not: the store could not keep it).
    package mutating func forget(_ key: String) {
        guard let record = records.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        bytes -= Self.size(of: record.answer)
    }

    package mutating func finish(_ key: String, answer: StoredAnswer) {
        guard let previous = records[key] else { return }
        bytes += Self.size(of: answer) - Self.size(of: previous.answer)
        records[key]?.answer = answer
        forgetOverBudget(keeping: key)
    }

    /// Takes `key` for a new request, or says why not: the first answer to send again (with
    /// `Idempotent-Replayed: true`), or a refusal for a key reused or still in flight.
    /// - Returns: the answer to replay; `nil` when the request is to be carried out.
    package mutating func claim(_ key: String, fingerprint: UInt64, now: Int64) throws(APIError) -> StoredAnswer? {
        switch lookup(key, fingerprint: fingerprint, now: now) {
        case .replay(let answer):
            return answer.setting("Idempotent-Replayed", "true")
        case .reused:
            throw .idempotencyKeyReused
        case .inFlight:
            throw .idempotencyKeyInFlight
        case .new:
            begin(key, fingerprint: fingerprint, now: now)
            return nil
        }
    }

    /// What a key keeps of an `outcome`: the answer, or the problem as the client got it.
    package static func kept(_ outcome: Result<StoredAnswer, APIError>, instance: String, problems: ProblemAnswers) -> StoredAnswer {
        switch outcome {
        case .success(let answer): answer
        case .failure(let error): problems(error, instance)
        }
    }

    /// The key of an `Idempotency-Key` header: a structured-field string (`"…"`), or a bare
    /// token, 1 to 255 visible ASCII characters.
    package static func key(from header: String) throws(APIError) -> String {
        var key = Substring(header).trimmingSpaces
        if key.count >= 2, key.first == "\"", key.last == "\"" { key = key.dropFirst().dropLast() }
        guard (1...maxKeyLength).contains(key.utf8.count), key.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x22 }) else {
            throw .invalidIdempotencyKey
        }
        return String(key)
    }
}

/// How a refusal is answered (the API's problem document for `error` at `instance`, the
/// request's path): what a key keeps of a refused request, and what a pending answer sends
/// when its commit fails.
package typealias ProblemAnswers = @Sendable (_ error: APIError, _ instance: String) -> StoredAnswer

extension StoredAnswer {
    /// The answer with one header field `name` (any others of that name, compared without
    /// regard to case, removed; the field added last).
    package func setting(_ name: String, _ value: String) -> StoredAnswer {
        let lowered = name.lowercased()
        return StoredAnswer(
            status: status, headers: headers.filter { $0.name.lowercased() != lowered } + [(name, value)], body: body)
    }
}
