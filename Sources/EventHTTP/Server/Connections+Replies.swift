internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

extension Connections {
    /// Waits for `reply` to be sent (from any thread) and then calls `answer` on the loop with
    /// the request and the response. The request's deadline keeps running meanwhile.
    /// - Returns: false when the request's connection is unknown.
    func awaitReply(
        _ request: OpaquePointer, reply: HTTPReply, answer: @escaping (OpaquePointer, HTTPResponse) -> Void
    ) -> Bool {
        guard let evcon = evhttp_request_get_connection(request), let connection = byEvcon[evcon] else { return false }
        connection.pendingAnswer = answer
        guard
            let wake = event_new(
                base, -1, 0,
                { _, _, context in
                    let connection = Connection.from(context)
                    connection.owner.answerPending(connection)
                }, connection.context)
        else { return false }
        connection.pending = (request, reply, wake)
        reply.arm(wake)
        return true
    }

    private func answerPending(_ connection: Connection) {
        guard let pending = connection.pending, let response = pending.reply.take() else { return }
        event_free(pending.wake)
        connection.pending = nil
        let answer = connection.pendingAnswer
        connection.pendingAnswer = nil
        answer?(pending.request, response)
    }
}
