/// The engine behind a ``ViewHost``: the tree of view identities, the queue
/// of invalidated views, and the update passes that bring them up to date.
///
/// Update rules modelled on SwiftUI (WWDC21 "Demystify SwiftUI", WWDC23
/// "Discover Observation in SwiftUI"):
/// - a parent's body re-creates its children's structs; a child's body runs
///   only if its value changed, a dynamic property it uses changed, an
///   Observation dependency fired, or its identity is new;
/// - invalidations are coalesced: one pass updates every invalidated view,
///   parents before children, and no body runs twice in a pass;
/// - a body runs inside its own observation tracking scope; children are
///   evaluated after the parent's scope closed, so reads never merge upward.
@MainActor
final class ViewGraph {
  struct Options {
    var xcode = XcodeRelease.current
    /// Runs before every pass (see ``ViewHost/Options/willUpdate``).
    var willUpdate: (@MainActor @Sendable () -> Void)?
    /// Passes one `flush()` may run before it reports an update loop.
    var maximumPassesPerFlush = 50
    /// The environment the root is mounted in (``ViewHost/Options/colorScheme``).
    var rootEnvironment = EnvironmentValues()
    /// Rows a lazy container builds before any scroll (``ViewHost/Options/visibleRows``).
    var visibleRows = LazyWindow.defaultRows
  }

  let options: Options
  /// The environment the root is given: the options' at first, then the host's latest.
  lazy var rootEnvironment = options.rootEnvironment
  let activity = ActivityMonitor()
  /// The time asynchronous work of this host sleeps on (``RuntimeClock``).
  let clock = RuntimeClock()
  private(set) var root: ViewNode?
  private var nextNodeID = 0
  var nodesByID: [Int: WeakNode] = [:]

  /// Invalidated views waiting for the next pass, by node id.
  var dirty: [Int: ViewNode] = [:]
  private(set) var pass = 0
  private var isUpdating = false
  /// The node whose body is being evaluated right now, if any.
  var currentEvaluation: ViewNode?
  /// Set while presented content is built from its closure (see ``buildPresentedContent(of:_:)``).
  var isBuildingPresentedContent = false
  /// Work to run when the current pass ends (`onAppear`, `.task`, `onChange`).
  var afterPass: [() -> Void] = []
  /// Work to run after ``afterPass`` (`onDisappear`): appearances come first.
  var afterDisappearances: [() -> Void] = []
  /// Work to run before ``afterPass``: the `onDisappear` of views removed
  /// with the identity transition, which leave at once (see ``TransitionView``).
  var beforeAppearances: [() -> Void] = []
  /// The nodes being unmounted right now, the top of the removal first.
  private var removalsInProgress: [ViewNode] = []
  /// Transition nodes removed in this pass with the identity transition.
  var removedAtOnce: Set<Int> = []
  private var passEvaluations = 0
  private var passSkips = 0
  var keyPathNames: [AnyKeyPath: String] = [:]
  var notificationRun: NotificationRun?
  /// What the host keeps beyond view identities: scene storage, stored
  /// values to compare with their stores, the focused field.
  let session = HostSession()

  private(set) var events: [RuntimeEvent] = []
  private(set) var changes: [BodyChange] = []
  private(set) var issues: [RuntimeIssue] = []
  private(set) var bodyCounts: [String: Int] = [:]

  init(options: Options) {
    self.options = options
    MainThread.recordCurrentThreadAsMain()
  }

  // MARK: Recording

  func record(_ event: RuntimeEvent) {
    events.append(event)
  }

  func insertEvent(_ event: RuntimeEvent, at index: Int) {
    events.insert(event, at: index)
  }

  func raise(_ issue: RuntimeIssue) {
    issues.append(issue)
    record(.issueRaised(issue))
  }

  func resetCounts() {
    bodyCounts = [:]
  }

  // MARK: Passes

  /// Mounts `view` as the root in a first pass.
  func mount(_ view: any View) {
    runPass(trigger: "mount") {
      root = makeNode(view, key: .content, parent: nil, environment: rootEnvironment)
    }
    flush()
  }

  /// Replaces the root value, as a parent outside the tree would.
  func replaceRoot(with view: any View) {
    guard let root else { return mount(view) }
    runPass(trigger: "root replaced") {
      update(root, with: view, environment: root.environment)
    }
    flush()
  }

  /// Gives the root a new environment, as the system does when the
  /// appearance changes: views that read a changed value re-run.
  func replaceRootEnvironment(_ environment: EnvironmentValues) {
    rootEnvironment = environment
    guard let root else { return }
    runPass(trigger: "environment changed") {
      update(root, with: root.view, environment: environment, isNewValue: false)
    }
    flush()
  }

  /// Unmounts the whole tree and mounts `view` afresh, as a relaunch does:
  /// every identity's state is discarded; the session's scene storage stays
  /// when the system restores the scene, and goes when it was destroyed.
  func remount(_ view: any View, restoringScene: Bool = true) {
    if let root {
      runPass(trigger: "relaunch") { unmount(root) }
      self.root = nil
    }
    dirty.removeAll()
    session.didRelaunch(restoringScene: restoringScene)
    mount(view)
  }

  /// Applies pending invalidations, pass after pass, until none are left.
  func flush() {
    if isUpdating {
      raise(
        RuntimeIssue(
          kind: .reentrantUpdate, severity: .error,
          message: "An update was requested while views were being updated; it was ignored. "
            + "Do not drive the host from inside a body.",
          path: currentEvaluation?.path))
      return
    }
    // The main actor is not pinned to one thread on Linux (Swift 6.3 runs it
    // on another thread after a suspension of async main): note the thread
    // it runs on now, so a write from the main actor is not taken for a
    // background one.
    MainThread.recordCurrentThreadAsMain()
    // Stores can change from outside (`defaults.set(_:forKey:)`); Linux
    // Foundation posts no change notification, so look before updating.
    session.compareWithStores()
    var passes = 0
    // Where the flush's first pass ended: a loop keeps that pass in the log
    // and sums up the rest in one line.
    var firstPassEnd: (events: Int, issues: Int)?
    while !dirty.isEmpty {
      passes += 1
      if passes == 2 { firstPassEnd = (events.count, issues.count) }
      if passes > options.maximumPassesPerFlush {
        reportNeverSettled(passes: passes - 1, keepingUpTo: firstPassEnd)
        return
      }
      runPass(trigger: "invalidated") {
        for node in dirty.values.sorted(by: ViewGraph.updateOrder) where dirty[node.id] != nil {
          guard node.isMounted else {
            dirty[node.id] = nil
            continue
          }
          update(node, with: node.view, environment: node.environment, isNewValue: false)
        }
      }
    }
  }

  /// Stops an update that never settles and says so once: SwiftUI's
  /// warning as the first pass raised it, and one line for the passes after
  /// it (which repeated it), instead of fifty identical passes.
  private func reportNeverSettled(passes: Int, keepingUpTo end: (events: Int, issues: Int)?) {
    let looping = dirty.values.sorted(by: ViewGraph.updateOrder)
    dirty.removeAll()
    let names = Array(Set(looping.map(\.typeName))).sorted()
    if let end {
      events.removeSubrange(end.events...)
      issues.removeSubrange(end.issues...)
    }
    let repeated = max(passes - 1, 0)
    raise(
      RuntimeIssue(
        kind: .updateLoop, severity: .error,
        message: "The update never settled: \(repeated) more pass\(repeated == 1 ? "" : "es") ran "
          + "\(names.joined(separator: ", ")) again, each invalidating \(looping.count == 1 ? "itself" : "the others") "
          + "once more, and the runtime stopped after \(passes) (still invalid: "
          + "\(looping.map(\.path).joined(separator: ", "))). A body probably writes state it also reads: "
          + "move the write into an action, .task or .onChange.",
        path: looping.first?.path))
    UnsettledUpdates.record(issues[issues.count - 1])
  }

  private static func updateOrder(_ lhs: ViewNode, _ rhs: ViewNode) -> Bool {
    (lhs.depth, lhs.id) < (rhs.depth, rhs.id)
  }

  /// The graph whose pass runs now, if any: work that code starts while a body or an
  /// initial value is evaluated (a `@StateObject`'s model connecting a timer) runs on its clock.
  private(set) static var inPass: ViewGraph?

  private func runPass(trigger: String, _ body: () -> Void) {
    options.willUpdate?()
    let outer = Self.inPass
    Self.inPass = self
    defer { Self.inPass = outer }
    isUpdating = true
    pass += 1
    passEvaluations = 0
    passSkips = 0
    record(.passStarted(pass: pass, trigger: trigger))
    // A `Task { }` that a body or an initial value starts (a `@StateObject`'s model that
    // ticks) runs on this host's clock and counts as its work, as an action's tasks do.
    let started =
      ActionActivity.current
      ?? ActionActivity(monitor: activity, description: "a task started in pass \(pass)")
    ActionActivity.$current.withValue(started) {
      RuntimeClock.$current.withValue(RuntimeClock.current ?? clock) { body() }
    }
    isUpdating = false
    record(
      .passFinished(PassSummary(pass: pass, bodyEvaluations: passEvaluations, bodiesSkipped: passSkips)))
    let actions = beforeAppearances + afterPass + afterDisappearances
    beforeAppearances = []
    afterPass = []
    afterDisappearances = []
    removedAtOnce = []
    for action in actions {
      action()
    }
  }

  var hasPendingWork: Bool { !dirty.isEmpty }

  /// Whether a pass is running (bodies being evaluated).
  var isInsidePass: Bool { isUpdating }

  // MARK: Invalidation

  func invalidate(_ node: ViewNode, because reason: ChangeReason) {
    guard node.isMounted else { return }
    node.note(reason)
    dirty[node.id] = node
  }

  // MARK: Nodes

  func makeNode(
    _ view: any View, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues
  ) -> ViewNode {
    nextNodeID += 1
    let node = ViewNode(
      graph: self, id: nextNodeID, parent: parent, key: key, view: view, environment: environment)
    nodesByID[node.id] = WeakNode(node: node)
    if node.isComposite {
      // SwiftUI's first line: `@self changed.` for a view without dynamic
      // properties; `@self, @identity, _name changed.` for one with them.
      node.note(.self)
      if !node.dynamicPropertyLabels.isEmpty {
        node.note(.identity)
      }
      DynamicProperties.link(node)
      for label in node.dynamicPropertyLabels {
        node.note(.property(label))
      }
      evaluateBody(node)
    } else {
      reconcilePrimitive(node)
    }
    node.lifecycle?.didMount(node)
    return node
  }

  /// Brings a node up to date with a new value of its view.
  func update(
    _ node: ViewNode, with newView: any View, environment: EnvironmentValues, isNewValue: Bool = true,
    forcingEquatable: Bool = false
  ) {
    let environmentChanged = !node.environment.isIdentical(to: environment)
    node.environment = environment
    guard node.isComposite else {
      let oldView = node.view
      node.view = newView
      reconcilePrimitive(node)
      node.lifecycle?.didUpdate(node, from: oldView)
      return
    }
    // A node brought up to date with its own value (an invalidated view, an
    // environment change) has nothing to compare.
    let comparison =
      isNewValue
      ? DynamicProperties.compare(old: node.view, new: newView, forcingEquatable: forcingEquatable)
      : DynamicProperties.Comparison()
    node.view = newView
    if comparison.selfChanged { node.note(.self) }
    for label in comparison.changedProperties { node.note(.property(label)) }
    DynamicProperties.link(node)
    if isNewValue {
      record(
        .inputsCompared(
          InputComparison(
            view: node.typeName, path: node.path, rule: comparison.rule, changed: comparison.selfChanged,
            changedFields: comparison.changedFields, owner: node.contentOwner?.reference)))
    }
    if !node.pendingReasons.isEmpty || dirty[node.id] != nil {
      evaluateBody(node)
    } else {
      passSkips += 1
      record(.bodySkipped(view: node.typeName, path: node.path, pass: pass, rule: comparison.rule))
      if environmentChanged {
        // The body did not run, but descendants may read what changed.
        for child in node.children {
          update(child, with: child.view, environment: environment, isNewValue: false)
        }
      }
    }
  }

  private func evaluateBody(_ node: ViewNode) {
    dirty[node.id] = nil
    guard node.lastEvaluatedPass != pass else {
      // Invalidated again during this pass: SwiftUI never runs a body twice
      // in one update, so it waits for the next pass.
      dirty[node.id] = node
      return
    }
    if let failure = node.linkFailure {
      node.pendingReasons = []
      raise(failure)
      return
    }
    let token = startTracking(node)
    noteTransmittedValues(of: node)
    for storage in node.stateStorages.values {
      storage.noteBodyRan()
    }
    let outer = currentEvaluation
    currentEvaluation = node
    let body = StateInitialization.$era.withValue(options.xcode) {
      DependencyTracking.track(token: token, graph: self) { Self.body(of: node.view) }
    }
    currentEvaluation = outer
    node.lastEvaluatedPass = pass
    let change = pendingChange(of: node)
    node.pendingReasons = []
    changes.append(change)
    bodyCounts[node.typeName, default: 0] += 1
    passEvaluations += 1
    record(.bodyEvaluated(change))
    // Children are reconciled after the tracking scope closed: their reads
    // must not become the parent's dependencies.
    reconcile(node, children: [ChildView(key: .body, view: body)])
  }

  /// Forgets what the node's last evaluation read and gives it a new token.
  ///
  /// The last evaluation's registrations end before new ones are made, so
  /// they never pile up on properties that rarely change.
  func startTracking(_ node: ViewNode) -> TrackingToken {
    for storage in node.readStorages {
      storage.readers[node.id] = nil
    }
    node.readStorages = []
    node.trackingToken?.cancel()
    let token = TrackingToken(nodeID: node.id)
    node.trackingToken = token
    return token
  }

  private static func body(of view: some View) -> any View {
    view.body
  }

  /// Builds content that a primitive makes from a stored closure (`ForEach`
  /// rows), counting its reads for the view whose body made the primitive.
  ///
  /// SwiftUI calls a `ForEach` row closure after the body that built the
  /// `ForEach` returned, yet what the closure reads (`donut.name`, a
  /// selection in `@State`, a binding) is a dependency all the same: renaming
  /// a donut updates its row (WWDC23 "Discover Observation in SwiftUI"). The
  /// closure runs in a scope of its own under the owner's current token, so
  /// it never merges into another view's scope, and the owner's next body or
  /// its removal cancels it with the rest.
  func buildContent<Content>(of node: ViewNode, _ build: () -> Content) -> Content {
    guard let owner = node.contentOwner, let token = owner.trackingToken else { return build() }
    let outer = currentEvaluation
    currentEvaluation = owner
    defer { currentEvaluation = outer }
    return StateInitialization.$era.withValue(options.xcode) {
      DependencyTracking.track(token: token, graph: self, build)
    }
  }

  /// Builds presented content (a sheet's) from the closure the presenting
  /// body made, as SwiftUI does: `@State` the closure reads is the value that
  /// body saw, and is no dependency of the presenter.
  ///
  /// Fatbobman, "Cracking the Code: The Mysterious @State Injection
  /// Mechanism": a button sets `n = 2` and `show = true`; the sheet shows
  /// `n = 1`, because the presenting body never read `n`, so it never ran
  /// again to make a closure that captured 2. A `Text("n = \(n)")` in the
  /// presenting body makes it show 2. The closure's other reads (an
  /// `@Observable` model's properties) count for the presenter as before.
  func buildPresentedContent<Content>(of node: ViewNode, _ build: () -> Content) -> Content {
    let outer = isBuildingPresentedContent
    isBuildingPresentedContent = true
    defer { isBuildingPresentedContent = outer }
    return buildContent(of: node, build)
  }

  func reconcilePrimitive(_ node: ViewNode) {
    guard let primitive = node.primitive else { return }
    var environment = node.environment
    let children = primitive.makeChildren(in: node, environment: &environment)
    reconcile(node, children: children, environment: environment)
  }

  func unmount(_ node: ViewNode) {
    removalsInProgress.append(node)
    defer { removalsInProgress.removeLast() }
    node.lifecycle?.willUnmount(node)
    for child in node.children {
      unmount(child)
    }
    node.isMounted = false
    dirty[node.id] = nil
    nodesByID[node.id] = nil
    node.trackingToken?.cancel()
    node.trackingToken = nil
    node.subscriptions = [:]
    for storage in node.readStorages {
      storage.readers[node.id] = nil
    }
    node.readStorages = []
    let properties =
      // In declaration order, as the view's author wrote them.
      node.dynamicPropertyLabels.compactMap { label -> String? in
        if let storage = node.stateStorages[label] {
          return "\(label) = \(ValueDescription.describe(storage.currentValue))"
        }
        if let object = node.stateObjects[label] { return "\(label) = \(ValueDescription.describe(object))" }
        return nil
      }
    if !properties.isEmpty {
      record(.stateDiscarded(StateDiscarded(view: node.typeName, path: node.path, properties: properties)))
    }
  }

  /// Whether a node being unmounted is where its removal happens: the top of
  /// the removed subtree, or reached from it through modifiers only.
  func isRemovalPoint(_ node: ViewNode) -> Bool {
    guard let index = removalsInProgress.lastIndex(where: { $0 === node }) else { return false }
    return removalsInProgress[..<index].allSatisfy { !$0.isComposite }
  }

  /// Whether a node being unmounted leaves at once: it is inside a view
  /// removed with the identity transition.
  func leavesAtOnce(_ node: ViewNode) -> Bool {
    removalsInProgress.contains { removedAtOnce.contains($0.id) }
  }

  // MARK: Queries

  /// Every mounted node, depth first, in screen order.
  func allNodes() -> [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ node: ViewNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    if let root { visit(root) }
    return result
  }
}
