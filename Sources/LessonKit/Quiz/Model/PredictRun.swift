@_spi(Tooling) import StateRuntime

/// What the runtime did when a predict snippet was mounted and its event performed.
package struct PredictRun: Sendable, Equatable {
  /// Every view type whose body ran, at mount, in the setup or after the event, in first-seen order.
  package let views: [String]
  /// The view types whose body ran after the event, in first-seen order.
  package let reevaluated: [String]
  /// The `_printChanges` lines of the bodies that ran after the event.
  package let log: [String]
  /// The runtime's whole log after the event: state created, changed and discarded,
  /// dependencies fired, bodies evaluated and skipped, per-pass counts.
  package let events: [String]
  /// Every control and text on screen after the event, by label: what each shows
  /// (a text's label is its content).
  package let controls: [String: String]

  package init(
    views: [String], reevaluated: [String], log: [String], events: [String] = [], controls: [String: String]
  ) {
    self.views = views
    self.reevaluated = reevaluated
    self.log = log
    self.events = events
    self.controls = controls
  }

  /// Mounts `root`, runs `setup` (what happened before, e.g. the user typing), then
  /// performs `event` and records what the runtime did in answer to the event alone.
  ///
  /// ```swift
  /// try PredictRun.capture(Settings(), xcode: .v27) { host in try host.toggle("Mute") }
  /// ```
  /// - Parameter xcode: the release whose SwiftUI the host reproduces.
  @MainActor
  package static func capture<Root: View>(
    _ root: Root, xcode: XcodeRelease = .current, setup: (ViewHost<Root>) throws -> Void = { _ in },
    event: (ViewHost<Root>) throws -> Void
  ) throws -> PredictRun {
    let host = ViewHost(root, options: .init(xcode: xcode))
    try setup(host)
    host.flush()
    let mounted = host.changes.count
    let mountedEvents = host.events.count
    try event(host)
    host.flush()
    let after = host.changes.dropFirst(mounted)
    var controls: [String: String] = [:]
    // A covered screen's controls still hold values a question may ask about.
    for element in host.elements(includingCovered: true) where controls[element.label] == nil {
      controls[element.label] = element.value ?? element.label
    }
    return PredictRun(
      views: uniqued(host.changes.map(\.view)),
      reevaluated: uniqued(after.map(\.view)),
      log: after.map(\.shortDescription),
      events: host.events.dropFirst(mountedEvents).compactMap(\.logLine),
      controls: controls)
  }

  /// What a program that ran elsewhere did (a pack's snippet, in a child): the bodies
  /// that ran at mount and in the setup (`before`), then, for the event alone, the
  /// bodies that ran, the runtime's log and what the screen showed afterwards.
  ///
  /// As ``capture(_:xcode:setup:event:)`` records it: `screen` holds the controls of every
  /// screen, those pushed screens cover included, where the child reports them.
  package init(
    before: [BodyChange], after: [BodyChange], events: [RuntimeEvent], screen: [Element]
  ) {
    var controls: [String: String] = [:]
    for element in screen where controls[element.label] == nil {
      controls[element.label] = element.value ?? element.label
    }
    self.init(
      views: Self.uniqued((before + after).map(\.view)), reevaluated: Self.uniqued(after.map(\.view)),
      log: after.map(\.shortDescription), events: events.compactMap(\.logLine), controls: controls)
  }

  /// What the answer to `ask` is, as the learner would write it.
  package func key(for ask: PredictAsk) -> String {
    switch ask {
    case .reevaluatedViews: reevaluated.isEmpty ? "none" : reevaluated.joined(separator: ", ")
    case .controlValue(let label): value(of: label) ?? ""
    }
  }

  /// What the element labelled `label` shows, found as `ViewHost.element(_:)` finds it:
  /// the exact label, else the one label that starts with it (`Status` for a text `Status: live`).
  package func value(of label: String) -> String? {
    if let exact = controls[label] { return exact }
    let prefixed = controls.filter { $0.key.hasPrefix(label) }
    return prefixed.count == 1 ? prefixed.first?.value : nil
  }

  /// Whether `answer` names what `label` shows: the whole text, or the part after the
  /// label (`live` for `Status: live`), ignoring case.
  package func accepts(_ answer: String, forControl label: String) -> Bool {
    guard let value = value(of: label)?.lowercased() else { return false }
    let typed = answer.lowercased()
    if typed == value { return true }
    guard value.hasPrefix(label.lowercased()) else { return false }
    let rest = value.dropFirst(label.count).drop { $0 == ":" || $0 == " " }
    return !rest.isEmpty && typed == String(rest)
  }

  private static func uniqued(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
