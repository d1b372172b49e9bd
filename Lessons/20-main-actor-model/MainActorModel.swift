import LessonKit
import StateRuntime

/// Lesson 20: a model updated from background work (isolation, @MainActor).
enum MainActorModel {
  enum Broken {}
  enum Fixed {}
  enum Snippet {}
}

extension MainActorModel {
  static let lesson = Lesson(
    id: "main-actor-model",
    title: "Whose thread is it?",
    summary:
      "A model without an actor, written from background work: a compile error, then a runtime warning.",
    story: [
      StorySection(
        "It compiled, after a fix",
        """
        The headlines model had no actor, and pull to refresh ran the download \
        in Task.detached, then stored the result there. In the Swift 6 language \
        mode, in a target without Xcode 26's Default Actor Isolation (below), the \
        @Observable version did not compile (swiftc 6.3's words):
          \(MainActorDiagnostic.error)
          \(MainActorDiagnostic.note)
        Someone made it compile with @unchecked Sendable. Now, with the \
        ObservableObject variant, every refresh logs SwiftUI's purple warning, \
        "Publishing changes from background threads is not allowed".
        """),
      StorySection(
        "What happens",
        """
        Views read the model on the main actor. A model without an actor can \
        be written from any thread, so its state is shared mutable state across \
        threads: a data race the compiler reports in Swift 6 mode (the model is \
        not Sendable, so it may not leave the main actor). @unchecked Sendable \
        only promises the compiler a safety nothing provides. At run time the \
        @Published write announces the change on a background thread, while the \
        main thread may be reading the same array: a data race. SwiftUI warns, \
        and what follows is undefined: a late update, a glitch, a crash. (The \
        runtime here keeps going and updates on its next pass; do not read that \
        as a promise.) The @Observable version of the same race gets no SwiftUI \
        warning at all: only the Swift 6 compiler, as above, or the Thread \
        Sanitizer catches it.
        """),
      StorySection(
        "The rule",
        """
        A model that views read is main-actor state: annotate it @MainActor \
        (Observable or ObservableObject alike). Background work computes a \
        value and hands it back; the write happens after an explicit hop to \
        the main actor (an await of a @concurrent function's result). \
        Never silence a Sendable error with @unchecked Sendable on a type with \
        mutable state.
        """),
      StorySection(
        "Two build settings change this",
        """
        A new app target made with Xcode 26 or 27 sets two build settings this \
        project (a SwiftPM package) does not. Default Actor Isolation = MainActor \
        (swiftc -default-isolation MainActor, SE-0466) makes every unannotated \
        declaration @MainActor: the broken @Observable snippet then compiles with \
        no error, because FeedModel is implicitly main-actor state (swiftc 6.3, \
        given a nonisolated function that reads it: \
        "\(MainActorDiagnostic.probeError.dropFirst("error: ".count))"). So does \
        Feed.download(), which then runs on the main actor too. Approachable \
        Concurrency turns on upcoming features, among them \
        NonisolatedNonsendingByDefault (SE-0461): a nonisolated async function \
        runs on its caller's actor instead of leaving it. Only @concurrent sends \
        work off the caller's actor in every setting. Awaited from the main actor, \
        as compiled and run with swiftc 6.3:
        \(MainActorDiagnostic.table)
        Before Swift 6.2 (Xcode 16 and earlier) neither setting exists, and a \
        nonisolated async function always left the caller's actor (SE-0338). \
        Under either setting, mark the background work @concurrent; under \
        default MainActor isolation, mark a type that must not be main-actor \
        state nonisolated.
        """),
      StorySection(
        "The fix",
        """
        @MainActor final class HeadlineStore. refresh() awaits \
        HeadlineFeed.download(), which is @concurrent and so runs off the main \
        actor, then writes headlines back on it. No Task.detached: it would \
        ignore the caller's cancellation, and Apple's docs advise against \
        detached tasks where structured concurrency will do. No warning; and the \
        compiler now checks every access from outside the main actor.
        """),
    ],
    ownership: Ownership(
      value: "the headlines",
      truth: "HeadlineStore.headlines, main-actor state",
      lifetime: "the app session",
      writers: "refresh(), on the main actor, after the background download",
      persistence: "no (a cache, if any, is written by the same main-actor code)"),
    code: LessonCode(
      broken: ["MainActorModel+Broken.swift"],
      fixed: ["MainActorModel+Fixed.swift"],
      shared: ["HeadlineFeed.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        switch variant {
        case .broken:
          LessonApp(MainActorModel.Broken.HeadlinesScreen(store: .init()), xcode: xcode)
        case .fixed:
          LessonApp(MainActorModel.Fixed.HeadlinesScreen(store: .init()), xcode: xcode)
        }
      },
      steps: [
        ScenarioStep(
          "Open the headlines", .mount, expect: [headlinesShow("none"), noBackgroundPublishing()]),
        ScenarioStep(
          "Pull to refresh", .tap("Refresh"),
          expect: [headlinesShow("Rates hold · Rain ahead"), noBackgroundPublishing(revealsBug: true)]),
      ],
      verdict: { app, _ in
        if let warning = backgroundPublishingWarning(in: app.host.issues) {
          return "The headlines arrived, but the store announced the change off the main thread: \""
            + warning.prefix(62) + "…\". The model had no actor, and @unchecked Sendable let background work "
            + "write it."
        }
        return "The headlines arrived with no warning: the download ran in the background and the write "
          + "happened on the main actor, where the model is isolated."
      }),
    quiz: quiz)

  /// SwiftUI's warning for a published change off the main thread, if the
  /// runtime raised it: the one place this lesson looks for it.
  static func backgroundPublishingWarning(in issues: [RuntimeIssue]) -> String? {
    issues.first { $0.kind == .publishedFromBackgroundThread }?.message
  }

  private static func headlinesShow(_ text: String) -> Expectation {
    Expectation("the headlines read \(text)") { app in
      let line = app.host.element("Headlines:")?.label ?? "(no headlines)"
      return Expectation.Observation.equal(line, "Headlines: \(text)", "\"\(line)\"")
    }
  }

  private static func noBackgroundPublishing(revealsBug: Bool = false) -> Expectation {
    Expectation("no change is published off the main thread", revealsBug: revealsBug) { app in
      let warning = backgroundPublishingWarning(in: app.host.issues)
      return Expectation.Observation(
        holds: warning == nil, observed: warning.map { "warning: \($0.prefix(62))…" } ?? "no warning")
    }
  }
}
