import Foundation
import NavigationModel

/// A window whose root is `nav` with a stack of content controllers titled like their ids.
func navigationWindow(_ stack: [ControllerID], limits: Limits = Limits()) throws -> Hierarchy {
    let spec = ControllerSpec.navigation("nav", stack.map { .view($0, title: $0.rawValue.uppercased()) })
    return try Hierarchy.create(root: spec, limits: limits).0
}

/// A content controller spec with id and title.
func view(_ id: ControllerID, _ title: String? = nil) -> ControllerReference {
    .new(.view(id, title: title ?? id.rawValue.uppercased()))
}

extension Hierarchy {
    /// The ids of `nav`'s stack, bottom first.
    func stack(_ navigation: ControllerID = "nav") -> [ControllerID] { self[navigation].children }

    /// Applies and returns the events in their short form (`B.viewWillAppear`).
    mutating func run(_ action: Action) throws -> [String] {
        try apply(action).map(\.description)
    }
}

extension Action {
    static func push(_ reference: ControllerReference, on target: Target = .automatic, animated: Bool = true) -> Action {
        .push(target: target, controller: reference, animated: animated)
    }

    static var pop: Action { .pop(target: .automatic, animated: true) }
}

/// A spec decoded from JSON, as a request body would give it; a spec that does not decode is a
/// test bug.
func decoded(_ json: String) -> ControllerSpec {
    do {
        return try JSONDecoder().decode(ControllerSpec.self, from: Data(json.utf8))
    } catch {
        preconditionFailure("test spec does not decode: \(error)")
    }
}

/// A patch decoded from JSON, as a PATCH body would give it.
func decodedPatch(_ json: String) -> ControllerPatch {
    do {
        return try JSONDecoder().decode(ControllerPatch.self, from: Data(json.utf8))
    } catch {
        preconditionFailure("test patch does not decode: \(error)")
    }
}

/// Any value decoded from JSON, as a request body would give it.
func decodedValue<Value: Decodable>(_ type: Value.Type, _ json: String) -> Value {
    do {
        return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    } catch {
        preconditionFailure("test value does not decode: \(error)")
    }
}
