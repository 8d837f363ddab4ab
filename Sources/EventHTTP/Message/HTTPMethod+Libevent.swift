internal import CLibevent

extension HTTPMethod {
    init(libevent command: evhttp_cmd_type) {
        switch command {
        case EVHTTP_REQ_GET: self = .GET
        case EVHTTP_REQ_POST: self = .POST
        case EVHTTP_REQ_PUT: self = .PUT
        case EVHTTP_REQ_PATCH: self = .PATCH
        case EVHTTP_REQ_DELETE: self = .DELETE
        case EVHTTP_REQ_OPTIONS: self = .OPTIONS
        case EVHTTP_REQ_HEAD: self = .HEAD
        case EVHTTP_REQ_TRACE: self = .TRACE
        case EVHTTP_REQ_CONNECT: self = .CONNECT
        default: self = .unknown
        }
    }

    /// The `evhttp_set_allowed_methods` mask that lets every request reach the callback: the
    /// nine methods and the bit libevent 2.1 gives every other one (`EVHTTP_REQ_UNKNOWN_`,
    /// 1 << 15, private to http.c, observed).
    static var libeventMask: UInt16 {
        let commands: [evhttp_cmd_type] = [
            EVHTTP_REQ_GET, EVHTTP_REQ_POST, EVHTTP_REQ_PUT, EVHTTP_REQ_PATCH,
            EVHTTP_REQ_DELETE, EVHTTP_REQ_OPTIONS, EVHTTP_REQ_HEAD, EVHTTP_REQ_TRACE, EVHTTP_REQ_CONNECT,
        ]
        return commands.reduce(1 << 15) { $0 | UInt16($1.rawValue) }
    }
}
