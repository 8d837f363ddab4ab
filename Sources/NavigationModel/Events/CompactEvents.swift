/// Callbacks in a few bytes each, for those a session keeps for its whole life: its creation's
/// (revision 1 in history, about 100 bytes of JSON a callback), docs/operations.md "Limits in
/// bytes and time".
///
/// Only the plain callbacks have a compact form: the controller, the callback, `animated`,
/// the parent, `isBeingPresented` and `isBeingDismissed` (``fields``). ``encode(_:)`` answers
/// `nil` for a list with any other argument, so a kept list is always the list it was made
/// from; a test holds ``fields`` and ``isPlain(_:)`` to `LifecycleEvent`'s stored properties.
package enum CompactEvents {
    /// Every stored property of `LifecycleEvent`: those of the compact form, then those
    /// ``isPlain(_:)`` requires to be `nil`.
    package static let fields = [
        "controller", "callback", "animated", "parent", "isBeingPresented", "isBeingDismissed",
        "segue", "viewController", "changed", "traitCollection", "displayMode", "column", "adaptiveStyle", "detent",
        "alertAction",
    ]
    private static let callbacks = LifecycleEvent.Callback.allCases

    /// Whether the event has no argument beyond those of the compact form.
    private static func isPlain(_ event: LifecycleEvent) -> Bool {
        event.segue == nil && event.viewController == nil && event.changed == nil && event.traitCollection == nil
            && event.displayMode == nil && event.column == nil && event.adaptiveStyle == nil && event.detent == nil
            && event.alertAction == nil
    }

    /// The callback's number: its place in `allCases`, which is its tag (a test checks each).
    package static func code(of callback: LifecycleEvent.Callback) -> UInt8 { unsafeBitCast(callback, to: UInt8.self) }

    private enum Flag {
        static let animated: UInt8 = 1
        static let animatedTrue: UInt8 = 2
        static let parent: UInt8 = 4
        static let beingPresented: UInt8 = 8
        static let beingDismissed: UInt8 = 16
    }

    /// `events` in their compact form, or `nil` when they have none.
    package static func encode(_ events: [LifecycleEvent]) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.count * 12)
        for event in events {
            guard isPlain(event), append(event, to: &bytes) else { return nil }
        }
        assert(decode(bytes[...]) == events, "the compact form of \(events) gives back other events")
        return bytes
    }

    /// The events `bytes` (from ``encode(_:)``) hold; `nil` for bytes it did not write.
    package static func decode(_ bytes: ArraySlice<UInt8>) -> [LifecycleEvent]? {
        var events: [LifecycleEvent] = []
        var position = bytes.startIndex
        while position < bytes.endIndex {
            guard bytes.endIndex - position >= 2, Int(bytes[position]) < callbacks.count else { return nil }
            let callback = callbacks[Int(bytes[position])]
            let flags = bytes[position + 1]
            position += 2
            guard let controller = id(in: bytes, at: &position) else { return nil }
            var parent: ControllerID?
            if flags & Flag.parent != 0 {
                guard let read = id(in: bytes, at: &position) else { return nil }
                parent = read
            }
            var event = LifecycleEvent(
                controller, callback, animated: flags & Flag.animated != 0 ? flags & Flag.animatedTrue != 0 : nil, parent: parent)
            event.isBeingPresented = flags & Flag.beingPresented != 0
            event.isBeingDismissed = flags & Flag.beingDismissed != 0
            events.append(event)
        }
        return events
    }

    /// Appends the event's callback, flags and ids; `false` for an id over 255 bytes.
    private static func append(_ event: LifecycleEvent, to bytes: inout [UInt8]) -> Bool {
        var flags: UInt8 = 0
        if let animated = event.animated { flags |= Flag.animated | (animated ? Flag.animatedTrue : 0) }
        if event.parent != nil { flags |= Flag.parent }
        if event.isBeingPresented { flags |= Flag.beingPresented }
        if event.isBeingDismissed { flags |= Flag.beingDismissed }
        bytes.append(code(of: event.callback))
        bytes.append(flags)
        guard append(event.controller, to: &bytes) else { return false }
        if let parent = event.parent { return append(parent, to: &bytes) }
        return true
    }

    /// Appends the id's length (one byte) and UTF-8 bytes; `false` for an id over 255 bytes.
    private static func append(_ id: ControllerID, to bytes: inout [UInt8]) -> Bool {
        var text = id.rawValue
        return text.withUTF8 { utf8 in
            guard utf8.count <= 255 else { return false }
            bytes.append(UInt8(utf8.count))
            bytes.append(contentsOf: utf8)
            return true
        }
    }

    private static func id(in bytes: ArraySlice<UInt8>, at position: inout Int) -> ControllerID? {
        guard position < bytes.endIndex else { return nil }
        let count = Int(bytes[position])
        guard bytes.endIndex - position - 1 >= count else { return nil }
        defer { position += 1 + count }
        return ControllerID(String(decoding: bytes[(position + 1)..<(position + 1 + count)], as: UTF8.self))
    }
}
