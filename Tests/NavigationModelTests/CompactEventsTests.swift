import Testing

@testable import NavigationModel

/// The compact form a session keeps its creation's callbacks in: it gives back the same events
/// or none at all.
@Suite struct CompactEventsTests {
    @Test func everyPlainCallbackComesBackEqual() throws {
        var events: [LifecycleEvent] = []
        for callback in LifecycleEvent.Callback.allCases {
            for animated: Bool? in [nil, false, true] {
                for parent: ControllerID? in [nil, "nav", ""] {
                    var event = LifecycleEvent(ControllerID("vc\(events.count)"), callback, animated: animated, parent: parent)
                    event.isBeingPresented = events.count % 3 == 1
                    event.isBeingDismissed = events.count % 5 == 2
                    events.append(event)
                }
            }
        }
        let bytes = try #require(CompactEvents.encode(events))
        #expect(CompactEvents.decode(bytes[...]) == events)
        #expect(CompactEvents.encode([]) == [])
    }

    /// A creation's callbacks, of ten children and their container: about 10 bytes each.
    @Test func aCreationsCallbacksTakeAFewBytesEach() throws {
        let (_, events) = try Hierarchy.create(root: .navigation(nil, (1...10).map { _ in ControllerSpec.view() }))
        let bytes = try #require(CompactEvents.encode(events))
        #expect(events.count == 26)
        #expect(bytes.count < 12 * events.count)
        #expect(CompactEvents.decode(bytes[...]) == events)
    }

    /// A field added to `LifecycleEvent` must be added to the compact form or to what it
    /// refuses; until it is, this fails.
    @Test func theFormKnowsEveryFieldOfAnEvent() {
        let labels = Mirror(reflecting: LifecycleEvent("a", .viewDidLoad)).children.map(\.label)
        #expect(labels == CompactEvents.fields)
    }

    /// A callback's number is its place among all of them, and fits a byte.
    @Test func eachCallbackIsNumberedByItsPlace() {
        #expect(MemoryLayout<LifecycleEvent.Callback>.size == 1)
        #expect(LifecycleEvent.Callback.allCases.count <= 256)
        for (place, callback) in LifecycleEvent.Callback.allCases.enumerated() {
            #expect(Int(CompactEvents.code(of: callback)) == place, "\(callback)")
        }
    }

    @Test func anyOtherArgumentHasNoCompactForm() {
        var segue = LifecycleEvent("source", .prepareForSegue)
        segue.segue = SegueDetail(
            identifier: "open", kind: "show", source: "source", destination: "target", userInfo: nil, sender: nil, action: nil)
        var shown = LifecycleEvent("nav", delegate: .navigationControllerWillShow, viewController: "top", animated: true)
        var changed = LifecycleEvent("tabs", .tabBarControllerDidEndCustomizing)
        changed.changed = true
        var detent = LifecycleEvent("sheet", .sheetPresentationControllerDidChangeSelectedDetentIdentifier)
        detent.detent = "large"
        for other in [segue, shown, changed, detent] {
            #expect(CompactEvents.encode([LifecycleEvent("a", .viewDidLoad), other]) == nil, "\(other)")
        }
        shown.viewController = nil
        #expect(CompactEvents.encode([shown]) != nil)
    }

    @Test func anIdOverTwoHundredFiftyFiveBytesHasNoCompactForm() {
        #expect(CompactEvents.encode([LifecycleEvent(ControllerID(String(repeating: "a", count: 255)), .viewDidLoad)]) != nil)
        #expect(CompactEvents.encode([LifecycleEvent(ControllerID(String(repeating: "a", count: 256)), .viewDidLoad)]) == nil)
        #expect(
            CompactEvents.encode([LifecycleEvent("a", .didMoveToParent, parent: ControllerID(String(repeating: "é", count: 128)))]) == nil)
    }

    @Test func bytesItDidNotWriteDoNotDecode() throws {
        let bytes = try #require(CompactEvents.encode([LifecycleEvent("child", .didMoveToParent, parent: "parent")]))
        #expect(CompactEvents.decode(bytes.dropLast()) == nil)
        #expect(CompactEvents.decode(bytes.dropLast(7)) == nil)
        #expect(CompactEvents.decode([UInt8(LifecycleEvent.Callback.allCases.count), 0, 1, 97][...]) == nil)
        #expect(CompactEvents.decode([0][...]) == nil)
    }
}
