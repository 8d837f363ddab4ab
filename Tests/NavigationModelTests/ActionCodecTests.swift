import NavigationModel
import Testing

/// The one table of action forms (``ActionCodec``): every name has a row, each row refuses
/// what it does not take, and a batch or journal entry reads as the route reads its body.
@Suite struct ActionCodecTests {
    private func refusal(_ name: String, _ body: JSONValue?, target: Action.Target = .automatic) -> String? {
        do {
            _ = try ActionCodec.decode(name, target: target, body: body)
            return nil
        } catch {
            return error.detail
        }
    }

    @Test func everyRouteVerbAndTheThreeSessionActionsHaveAForm() {
        #expect(ActionCodec.names == ActionName.allCases.map(\.rawValue) + ["patch", "traits", "memory-warning", "reveal"])
        for name in ActionCodec.names where name != "memory-warning" {
            #expect(refusal(name, .object(["zz": .number(1)]), target: .controller("a"))?.contains("zz") == true, "\(name)")
        }
        #expect(refusal("fly", nil) == "action: 'fly' is not one of \(ActionCodec.names.joined(separator: ", ")).")
    }

    @Test func anUnknownFieldIsRefusedListingTheFieldsTheActionTakes() {
        #expect(refusal("push", .object(["zz": .null])) == "zz: unknown field; allowed: animated, controller.")
        #expect(refusal("transition", .object(["zz": .null])) == "zz: unknown field; allowed: duration, from, keep, options, to.")
        #expect(refusal("end-appearance", .object(["animated": .bool(false)])) == "animated: unknown field; allowed: child.")
    }

    @Test func onlyPopsDismissalsSearchesMemoryWarningsAndRevealsTakeNoBody() {
        let empty = ActionCodec.names.filter { refusal($0, nil, target: .controller("a")) != "A JSON object body is required." }
        #expect(empty == ["pop", "pop-to-root", "dismiss", "activate-search", "cancel-search", "memory-warning", "reveal"])
        #expect(refusal("memory-warning", .object([:])) == nil)
        #expect(refusal("memory-warning", .array([])) == "body: a memory warning takes no fields; send {} or nothing.")
    }

    @Test func animatedIsTrueUnlessGivenAndReadAfterTheActionsOwnFields() throws {
        let push = try ActionCodec.decode("push", target: .automatic, body: .object(["controller": .string("a")]))
        #expect(push == .push(target: .automatic, controller: .existing("a"), animated: true))
        let pop = try ActionCodec.decode("pop", target: .automatic, body: .object(["animated": .bool(false)]))
        #expect(pop == .pop(target: .automatic, animated: false))
        // Both wrong: the action's own field is named.
        #expect(refusal("set-page", .object(["index": .string("x"), "animated": .number(1)])) == "index: expected a number.")
    }

    @Test func anEntryNamesItsTargetAndLocatesItsBodysFaults() throws {
        let entry = try ActionCodec.decodeEntry(.object(["action": .string("pop"), "controller": .string("nav")]))
        #expect(entry.name == "pop" && entry.target == .controller("nav") && entry.body == nil)
        #expect(entry.action == .pop(target: .controller("nav"), animated: true))
        func entryRefusal(_ fields: [String: JSONValue]) -> String? {
            do {
                _ = try ActionCodec.decodeEntry(.object(fields))
                return nil
            } catch {
                return error.detail
            }
        }
        #expect(entryRefusal(["action": .string("patch"), "body": .object([:])]) == "controller: patch names the controller it changes.")
        #expect(
            entryRefusal(["action": .string("traits"), "controller": .string("a"), "body": .object([:])])
                == "controller: traits belong to the session, not to a controller.")
        #expect(
            entryRefusal(["action": .string("memory-warning"), "controller": .string("a")])
                == "controller: a memory warning reaches the whole session, not one controller.")
        #expect(
            entryRefusal(["action": .string("push"), "body": .object(["controller": .number(1)])])?.hasPrefix("body.controller: ") == true)
        #expect(entryRefusal(["action": .string("push")]) == "body: A JSON object body is required.")
        #expect(entryRefusal(["action": .string("pop"), "zz": .null, "aa": .null]) == "aa: unknown field.")
        #expect(entryRefusal(["action": .number(1)]) == "action: required, one of \(ActionCodec.names.joined(separator: ", ")).")
    }

    /// A journal entry is read by the rules of the format it was written in: format 1 is the
    /// batch entry, and a format this build does not know (a newer node's) is refused by name.
    @Test func aJournalEntryIsReadByItsFormatAndANewerFormatIsRefused() throws {
        #expect(ActionCodec.journalFormat == 1)
        let record: JSONValue = .object([
            "action": .string("pop"), "controller": .string("nav"), "body": .object(["animated": .bool(false)]),
        ])
        #expect(try ActionCodec.decodeStored(record, format: 1).action == ActionCodec.decodeEntry(record).action)
        #expect(ActionCodec.unreadableJournalFormat(1) == nil)
        for format in [0, 2, -1] {
            let refusal = try #require(ActionCodec.unreadableJournalFormat(format))
            #expect(throws: refusal) { try ActionCodec.decodeStored(record, format: format) }
        }
        #expect(
            ActionCodec.unreadableJournalFormat(2)?.detail
                == "journal entry format 2 was written by a newer NavState; this build reads formats 1 to 1.")
        #expect(ActionCodec.unreadableJournalFormat(0)?.detail == "journal entry format 0 is no NavState format; the store is damaged.")
    }
}
