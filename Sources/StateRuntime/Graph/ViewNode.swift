/// One view identity in the graph: where it sits, its current value, and the
/// memory the runtime keeps for it (state, subscriptions, dependencies).
///
/// A node lives as long as its identity; the view struct it holds is replaced
/// every time a parent re-creates it.
@MainActor
final class ViewNode {
  unowned let graph: ViewGraph
  let id: Int
  weak var parent: ViewNode?
  let key: ChildKey
  let typeID: ObjectIdentifier
  /// The view's type name without generic arguments: `TitleEditor`, `VStack`.
  let typeName: String
  let depth: Int
  /// Whether the runtime evaluates a `body` for this view (user views do).
  let isComposite: Bool
  var view: any View
  var environment: EnvironmentValues
  var children: [ViewNode] = []
  var isMounted = true

  // Memory of composite views.
  var stateStorages: [String: AnyStateStorage] = [:]
  var stateObjects: [String: AnyObject] = [:]
  var environmentSnapshots: [String: Any] = [:]
  var subscriptions: [String: ObjectWillChangeSubscription] = [:]

  // Invalidation bookkeeping.
  var pendingReasons: [ChangeReason] = []
  var trackingToken: TrackingToken?
  var readStorages: [AnyStateStorage] = []
  var lastEvaluatedPass = -1
  /// Set while linking when the body cannot run (a missing environment object).
  var linkFailure: RuntimeIssue?

  /// Running work owned by modifiers (`.task`).
  var task: Task<Void, Never>?

  init(
    graph: ViewGraph, id: Int, parent: ViewNode?, key: ChildKey, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.id = id
    self.parent = parent
    self.key = key
    self.view = view
    self.environment = environment
    let type = Swift.type(of: view)
    self.typeID = ObjectIdentifier(type)
    self.typeName = ViewNode.baseName(of: type)
    self.depth = (parent?.depth ?? -1) + 1
    self.isComposite = !(view is any PrimitiveView)
  }

  /// The identity path, e.g. `Editor/VStack[1](if)/TitleField`.
  private(set) lazy var path: String = {
    var text = parent?.path ?? ""
    text += key.description
    if isShownInPath {
      text += (text.isEmpty ? "" : "/") + typeName
    }
    return text
  }()

  /// Structural wrappers (`TupleView`, branches, modifiers) contribute only their key.
  var isShownInPath: Bool {
    isComposite || (view as? any NamedPrimitiveView) != nil
  }

  func note(_ reason: ChangeReason) {
    if !pendingReasons.contains(reason) {
      pendingReasons.append(reason)
    }
  }

  static func baseName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return String(name.prefix { $0 != "<" })
  }
}

/// A primitive view that appears by name in paths and the rendered tree
/// (`VStack`, `Button`), unlike structural wrappers.
@MainActor
protocol NamedPrimitiveView: PrimitiveView {}
