@_spi(Tooling) import StateRuntime

/// A lesson's app, mounted: the host, the outside events that can reach it,
/// and named readings of where the truth lives.
///
/// ```swift
/// let document = Document(title: "Q3 report")
/// return LessonApp(
///   ReportScreen(document: document),
///   events: [OutsideEvent("undo", "Edit ▸ Undo puts the old title back") { document.undo() }],
///   facts: ["document.title": { document.title }])
/// ```
@MainActor
package final class LessonApp {
  package let host: any ScenarioHost
  package let events: [OutsideEvent]
  /// The Xcode release whose SwiftUI the host reproduces.
  package let xcode: XcodeRelease
  private var facts: [(name: String, read: @MainActor () -> String)]
  let activate: @MainActor @Sendable () -> Void
  /// Where the last action's events start in `host.events`.
  var lastActionStart = 0

  /// Mounts `root` on a host that reproduces `xcode`'s SwiftUI (default: the current release).
  ///
  /// - Parameter activate: runs before the mount, before every action and before
  ///   every update pass, for an app whose code reaches a shared instance
  ///   (`Database.shared`): it installs this app's, so that apps mounted side by
  ///   side (tests, a comparison, the shell's mounted app) each count their own,
  ///   even when one app's update runs while another's awaits.
  package init<Root: View>(
    _ root: Root, xcode: XcodeRelease = .current, events: [OutsideEvent] = [],
    facts: KeyValuePairs<String, @MainActor () -> String> = [:],
    activate: @escaping @MainActor @Sendable () -> Void = {}
  ) {
    self.activate = activate
    activate()
    self.host = ViewHost(root, options: .init(xcode: xcode, willUpdate: activate))
    self.xcode = xcode
    self.events = events
    self.facts = facts.map { ($0.key, $0.value) }
  }

  /// Adds the facts a lesson's scenario declares over the mounted app (what its
  /// screen shows, read the way the lesson words it) to the app's own.
  package func declare(_ scenarioFacts: [ScenarioFact]) {
    facts += scenarioFacts.map { fact in (fact.name, { @MainActor [unowned self] in fact.read(self) }) }
  }

  /// The current reading of a named fact (`document.title`).
  package func fact(_ name: String) -> String {
    guard let fact = facts.first(where: { $0.name == name }) else {
      return "(no fact named \(name); known: \(facts.map(\.name).joined(separator: ", ")))"
    }
    return fact.read()
  }

  /// Every fact with its current reading, in declaration order.
  package var factReadings: [(name: String, value: String)] {
    facts.map { ($0.name, $0.read()) }
  }

  /// The outside event called `name`, if the app has one.
  package func event(named name: String) -> OutsideEvent? {
    events.first { $0.name == name }
  }
}

/// A named reading a lesson's scenario declares over its mounted app, which a
/// `scenario.play` checks with `expect-fact NAME VALUE`.
///
/// ```swift
/// ScenarioFact("note") { app in
///   "\"\(app.host.element("Detail:")?.label ?? "(no sheet)")\", note \"\(app.host.element("Note")?.value ?? "")\""
/// }
/// ```
/// The reading is the words a transcript shows (`"Detail: Emma", note ""`), and the
/// expectation holds when they are exactly what the script states: a fact reads what
/// the lesson claims about, and nothing the claim does not depend on.
package struct ScenarioFact: Sendable {
  package let name: String
  let read: @MainActor @Sendable (LessonApp) -> String

  package init(_ name: String, read: @escaping @MainActor @Sendable (LessonApp) -> String) {
    self.name = name
    self.read = read
  }
}

/// Something that changes the app from outside the views: an undo, a sync,
/// a deep link, a price tick.
package struct OutsideEvent: Sendable {
  /// The word typed after `event` in the shell: `undo`, `deep-link`, `tick`.
  package let name: String
  /// What happens, in a few words.
  package let summary: String
  let perform: @MainActor @Sendable () -> Void

  package init(_ name: String, _ summary: String, perform: @escaping @MainActor @Sendable () -> Void) {
    self.name = name
    self.summary = summary
    self.perform = perform
  }
}
