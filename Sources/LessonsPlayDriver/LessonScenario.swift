// What a lesson folder's own Swift declares for its scenario, compiled with its code into
// the lesson's program and served by ``PlaySession/serve(scenario:)``: the app each
// version mounts, the outside events that reach it, the facts its steps read and the
// verdict. The steps themselves are the folder's `scenario.play`, which the tool reads.

@_spi(Tooling) import StateRuntime

/// Which version of a lesson's app runs.
public enum Variant: String, Sendable, CaseIterable, Hashable {
  case broken
  case fixed
}

/// A lesson's app and what its scenario reads: declared once in the lesson folder's Swift
/// as `let lessonScenario = Scenario(…)`, which the lesson's program serves.
///
/// ```swift
/// let lessonScenario = Scenario(
///   makeApp: { variant, xcode in
///     let document = MemoDocument(title: "Q3 report")
///     let events = [OutsideEvent("undo", "Edit ▸ Undo puts the old title back") { document.undo() }]
///     switch variant {
///     case .broken: return LessonApp(Broken.MemoScreen(document: document), xcode: xcode, events: events)
///     case .fixed: return LessonApp(Fixed.MemoScreen(document: document), xcode: xcode, events: events)
///     }
///   },
///   facts: [ScenarioFact("document") { app in "document \"\(app.host.element("Title")?.value ?? "")\"" }],
///   verdict: { app, variant in "…" })
/// ```
public struct Scenario: Sendable {
  /// Builds and mounts the app of a version, for an Xcode release's SwiftUI.
  public let makeApp: @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp
  /// The named readings `expect-fact` checks, besides those the app declares itself.
  public let facts: [ScenarioFact]
  /// What the run showed, in plain words, read on the app after the last step; `nil` leaves
  /// the verdict to the lesson's `lesson.md` (its `## Verdict: broken` and `## Verdict: fixed`).
  public let verdict: (@MainActor @Sendable (LessonApp, Variant) -> String)?
  /// The apps the comparison in `scenario.play` counts besides the two versions.
  public let builds: [ComparisonBuild]

  /// A scenario of these parts.
  ///
  /// A predict question's snippet declares one too, for its outside events: it needs no
  /// facts and no verdict.
  public init(
    makeApp: @escaping @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp, facts: [ScenarioFact] = [],
    verdict: (@MainActor @Sendable (LessonApp, Variant) -> String)? = nil, builds: [ComparisonBuild] = []
  ) {
    self.makeApp = makeApp
    self.facts = facts
    self.verdict = verdict
    self.builds = builds
  }

  /// The app `name` stands for: a declared build, else the version of that name; `nil` when neither.
  @MainActor func makeApp(build name: String, xcode: XcodeRelease) -> LessonApp? {
    if let build = builds.first(where: { $0.name == name }) { return build.makeApp(xcode) }
    return Variant(rawValue: name).map { makeApp($0, xcode) }
  }

  /// Every name ``makeApp(build:xcode:)`` knows: the versions, then the declared builds.
  var buildNames: [String] {
    Variant.allCases.map(\.rawValue) + builds.map(\.name).filter { Variant(rawValue: $0) == nil }
  }
}

/// A named reading a lesson's scenario declares over its mounted app, which a
/// `scenario.play` checks with `expect-fact NAME VALUE`.
///
/// The reading is the words a transcript shows (`"Detail: Emma", note ""`), and the
/// expectation holds when they are exactly what the script states: a fact reads what
/// the lesson claims about, and nothing the claim does not depend on.
public struct ScenarioFact: Sendable {
  /// The name `expect-fact` uses.
  public let name: String
  let read: @MainActor @Sendable (LessonApp) -> String

  /// A fact called `name`, read by `read` on the mounted app.
  public init(_ name: String, read: @escaping @MainActor @Sendable (LessonApp) -> String) {
    self.name = name
    self.read = read
  }
}

/// Something that changes the app from outside the views: an undo, a sync, a deep link,
/// a price tick. A step performs it with `event NAME`.
public struct OutsideEvent: Sendable {
  /// The word typed after `event`: `undo`, `deep-link`, `tick`.
  public let name: String
  /// What happens, in a few words.
  public let summary: String
  let perform: @MainActor @Sendable () -> Void

  /// An event called `name`, described by `summary`, that runs `perform`.
  public init(_ name: String, _ summary: String, perform: @escaping @MainActor @Sendable () -> Void) {
    self.name = name
    self.summary = summary
    self.perform = perform
  }
}
