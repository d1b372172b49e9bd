@_spi(Tooling) import StateRuntime

/// A mounted ``StateRuntime/ViewHost`` whatever its root type: what a lesson's facts and
/// verdict read, and what the lesson's program drives.
@MainActor
public protocol MountedHost: AnyObject {
  /// Performs one user action on the mounted views.
  func perform(_ action: ControlAction) throws(ViewHostError)
  /// The control or text labelled `label` on screen, if there is one.
  func element(_ label: String) -> Element?
  /// The texts and controls on screen.
  func elements() -> [Element]
  /// The texts and controls of every screen, those pushed screens cover included when `includingCovered`.
  func elements(includingCovered: Bool) -> [Element]
  /// How many times the body of the view type `typeName` ran since the counts were reset.
  func bodyCount(of typeName: String) -> Int
  /// Body evaluations per view type since the counts were reset.
  var bodyCounts: [String: Int] { get }
  /// Starts the body counts afresh.
  func resetCounts()
  /// The `_printChanges` records of every body evaluated since the mount.
  var changes: [BodyChange] { get }
  /// Everything the runtime recorded since the mount.
  var events: [RuntimeEvent] { get }
  /// The runtime issues raised since the mount (SwiftUI's purple warnings).
  var issues: [RuntimeIssue] { get }
  /// The screen, drawn as a tree.
  func render() -> String
  /// The pushed screens, sheets, alerts and dialogs presented now.
  func presentedScreens() -> [PresentedScreen]
  /// Lets pending updates, tasks and timers run until the app is idle.
  @discardableResult func settle(timeout: Duration?) async -> SettleResult
  /// Moves the app's clock on by `duration`, waking what is due in that time, then lets it settle.
  @discardableResult func advance(by duration: Duration, timeout: Duration?) async -> SettleResult
}

extension ViewHost: MountedHost {}

/// A lesson's app, mounted: the host, the outside events that can reach it, and named
/// readings of where the truth lives.
///
/// ```swift
/// let document = Document(title: "Q3 report")
/// return LessonApp(
///   MemoScreen(document: document), xcode: xcode,
///   events: [OutsideEvent("undo", "Edit ▸ Undo puts the old title back") { document.undo() }],
///   facts: ["document.title": { document.title }])
/// ```
@MainActor
public final class LessonApp {
  /// The mounted views.
  public let host: any MountedHost
  /// The outside events a step can perform.
  public let events: [OutsideEvent]
  /// The Xcode release whose SwiftUI the host reproduces.
  public let xcode: XcodeRelease
  private var facts: [(name: String, read: @MainActor () -> String)]

  /// Mounts `root` on a host that reproduces `xcode`'s SwiftUI.
  ///
  /// - Parameter activate: runs before the mount and before every update pass, for an app
  ///   whose code reaches a shared instance (`Database.shared`): it installs this app's.
  public init<Root: View>(
    _ root: Root, xcode: XcodeRelease, events: [OutsideEvent] = [],
    facts: KeyValuePairs<String, @MainActor () -> String> = [:],
    activate: @escaping @MainActor @Sendable () -> Void = {}
  ) {
    activate()
    self.host = ViewHost(root, options: .init(xcode: xcode, willUpdate: activate))
    self.xcode = xcode
    self.events = events
    self.facts = facts.map { ($0.key, $0.value) }
  }

  /// Adds the facts a scenario declares over the mounted app to the app's own.
  func declare(_ scenarioFacts: [ScenarioFact]) {
    facts += scenarioFacts.map { fact in (fact.name, { @MainActor [unowned self] in fact.read(self) }) }
  }

  /// The current reading of a named fact (`document.title`).
  public func fact(_ name: String) -> String {
    guard let fact = facts.first(where: { $0.name == name }) else {
      return "(no fact named \(name); known: \(facts.map(\.name).joined(separator: ", ")))"
    }
    return fact.read()
  }

  /// Every fact with its current reading, in declaration order.
  public var factReadings: [(name: String, value: String)] {
    facts.map { ($0.name, $0.read()) }
  }

  /// The outside event called `name`, if the app has one.
  public func event(named name: String) -> OutsideEvent? {
    events.first { $0.name == name }
  }

  /// Where the last action's events start in `host.events`.
  var lastActionStart = 0

  /// The view type names whose body ran during the last action, one entry per evaluation.
  public var bodiesOfLastAction: [String] {
    let events = host.events
    return events[min(lastActionStart, events.count)...].compactMap {
      if case .bodyEvaluated(let change) = $0 { change.view } else { nil }
    }
  }
}
