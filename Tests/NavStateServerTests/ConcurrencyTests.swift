import Foundation
import NavigationModel
import Synchronization
import Testing

/// 64 clients on their own threads and connections, against one event loop and against two
/// loops running at once. No update may be lost or torn: each session's revision ends at 1
/// (creation) plus the number of mutations it acknowledged.
@Suite struct ConcurrencyTests {
    static let clients = 64
    static let cycles = 10

    /// Runs `work` on `count` threads at once and waits for all of them.
    private func onThreads(_ count: Int, _ work: @escaping @Sendable (Int) throws -> Void) -> [any Error] {
        let errors = Mutex<[any Error]>([])
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                defer { group.leave() }
                do { try work(index) } catch { errors.withLock { $0.append(error) } }
            }.start()
        }
        group.wait()
        return errors.withLock { $0 }
    }

    @Test(arguments: [1, 2])
    func clientsOnDistinctSessionsLoseNoUpdates(loops: Int) throws {
        try withNavState(loops: loops) { server in
            let acknowledged = Mutex([Int](repeating: 0, count: Self.clients))
            let errors = onThreads(Self.clients) { index in
                let api = try server.client()
                try api.createNavigationSession("own\(index)")
                for cycle in 0..<Self.cycles {
                    let push = try api.post("/sessions/own\(index)/push", #"{"controller": {"kind": "view", "id": "c\#(cycle)"}}"#)
                    let pop = try api.post("/sessions/own\(index)/pop")
                    let ok = [push, pop].filter { $0.status == 200 }.count
                    acknowledged.withLock { $0[index] += ok }
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            let api = try server.client()
            for index in 0..<Self.clients {
                let counted = acknowledged.withLock { $0[index] }
                #expect(counted == 2 * Self.cycles)
                #expect(try api.revision("own\(index)") == 1 + counted)
            }
        }
    }

    @Test(arguments: [1, 2])
    func clientsOnOneSharedSessionLoseNoUpdates(loops: Int) throws {
        try withNavState(loops: loops) { server in
            try server.client().createNavigationSession("shared")
            let acknowledged = Mutex(0)
            let errors = onThreads(Self.clients) { index in
                let api = try server.client()
                for cycle in 0..<Self.cycles {
                    let push = try api.post("/sessions/shared/push", #"{"controller": {"kind": "view", "id": "t\#(index)-\#(cycle)"}}"#)
                    let pop = try api.post("/sessions/shared/pop")
                    let ok = [push, pop].filter { $0.status == 200 }.count
                    acknowledged.withLock { $0 += ok }
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            let api = try server.client()
            let snapshot = try api.get("/sessions/shared").json
            #expect(snapshot["revision"].intValue == 1 + acknowledged.withLock { $0 })
            #expect(acknowledged.withLock { $0 } == 2 * Self.clients * Self.cycles, "every pop follows its own push")
            #expect(snapshot["window"]["root"]["children"].arrayValue.map { $0["id"] } == ["root"])
            #expect(snapshot["visible"]["path"] == ["nav", "root"])
        }
    }
}
