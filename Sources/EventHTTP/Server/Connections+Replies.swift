internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

extension Connections {
    /// Waits for `reply` to be sent (from any thread) and then calls `answer` on the loop with
    /// the response. The request's deadline keeps running meanwhile.
    /// - Returns: false when the loop cannot wait (no event could be made).
    func awaitReply(_ connection: Connection, reply: HTTPReply, answer: @escaping (HTTPResponse) -> Void) -> Bool {
        guard !connection.isClosed,
            let wake = event_new(
                base, -1, 0,
                { _, _, context in
                    let connection = Connection.from(context)
                    connection.owner.answerPending(connection)
                }, connection.context)
        else { return false }
        connection.pendingAnswer = answer
        connection.pending = (reply, wake)
        reply.arm(wake)
        return true
    }

    private func answerPending(_ connection: Connection) {
        guard let pending = connection.pending, let response = pending.reply.take() else { return }
        event_free(pending.wake)
        connection.pending = nil
        let answer = connection.pendingAnswer
        connection.pendingAnswer = nil
        answer?(response)
    }
}
