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
  /// The view's type name without generic arguments: `NoteEditor`, `VStack`.
  let typeName: String
  /// The name `_printChanges` prints (`Editor.NoteEditor`).
  let qualifiedTypeName: String
  let depth: Int
  /// Whether the runtime evaluates a `body` for this view (user views do).
  let isComposite: Bool
  /// Structural wrappers (`TupleView`, branches, modifiers) contribute only their key.
  let isShownInPath: Bool
  /// Labels of the view type's dynamic properties, in declaration order.
  let dynamicPropertyLabels: [String]
  private let isControl: Bool
  private let isLifecycle: Bool
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
  /// What each binding field transmitted when the body last ran, by label.
  var transmittedValues: [String: Any] = [:]
  var lastEvaluatedPass = -1
  /// Whether its children were matched once already: changes to them are identity changes
  /// (``IdentityChange``) only after the first time.
  var hasReconciledChildren = false
  /// Set while linking when the body cannot run (a missing environment object).
  var linkFailure: RuntimeIssue?

  /// Running work owned by modifiers (`.task`).
  var task: Task<Void, Never>?
  /// The range a `ForEach(_:content:)` identity first had (Containers/ForEach+ConstantRange.swift).
  var constantRange: ConstantRange?

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
    let info = ViewTypeInfo.of(view)
    self.typeID = ObjectIdentifier(Swift.type(of: view))
    self.typeName = info.name
    self.qualifiedTypeName = info.qualifiedName
    self.depth = (parent?.depth ?? -1) + 1
    self.isComposite = info.isComposite
    self.isShownInPath = info.isShownInPath
    self.dynamicPropertyLabels = info.dynamicPropertyLabels
    self.isControl = info.isControl
    self.isLifecycle = info.isLifecycle
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

  /// The nearest view with a body above this one: the view whose body built it.
  var contentOwner: ViewNode? {
    var candidate = parent
    while let node = candidate, !node.isComposite {
      candidate = node.parent
    }
    return candidate
  }

  /// The view as a log record names it: its type and identity path.
  var reference: ViewReference { ViewReference(view: typeName, path: path) }

  /// The views with a body in this subtree, this one first if it has one.
  var compositeReferences: [ViewReference] {
    (isComposite ? [reference] : []) + children.flatMap(\.compositeReferences)
  }

  /// The view as a text or control, if it is one.
  var control: (any ControlView)? { isControl ? view as? any ControlView : nil }

  /// The view as a lifecycle modifier, if it is one.
  var lifecycle: (any LifecycleView)? { isLifecycle ? view as? any LifecycleView : nil }

  /// The view as a primitive, if it is one.
  var primitive: (any PrimitiveView)? { isComposite ? nil : view as? any PrimitiveView }

  func note(_ reason: ChangeReason) {
    if !pendingReasons.contains(reason) {
      pendingReasons.append(reason)
    }
  }
}
