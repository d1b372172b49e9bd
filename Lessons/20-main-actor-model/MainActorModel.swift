import LessonsPlayDriver
import StateRuntime

/// Lesson 20: a model updated from background work (isolation, @MainActor).
enum MainActorModel {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken:
      LessonApp(MainActorModel.Broken.HeadlinesScreen(store: .init()), xcode: xcode)
    case .fixed:
      LessonApp(MainActorModel.Fixed.HeadlinesScreen(store: .init()), xcode: xcode)
    }
  },
  facts: [
    // The headlines line.
    ScenarioFact("headlines") { app in
      "\"\(app.host.element("Headlines:")?.label ?? "(no headlines)")\""
    },
    // SwiftUI's warning for a change published off the main thread, cut as the transcript shows it.
    ScenarioFact("warning") { app in
      MainActorModel.backgroundPublishingWarning(in: app.host.issues).map { "warning: \($0.prefix(62))…" }
        ?? "no warning"
    },
  ],
  verdict: { app, _ in
    if let warning = MainActorModel.backgroundPublishingWarning(in: app.host.issues) {
      return "The headlines arrived, but the store announced the change off the main thread: \""
        + warning.prefix(62) + "…\". The model had no actor, and @unchecked Sendable let background work "
        + "write it."
    }
    return "The headlines arrived with no warning: the download ran in the background and the write "
      + "happened on the main actor, where the model is isolated."
  })

extension MainActorModel {
  /// SwiftUI's warning for a published change off the main thread, if the
  /// runtime raised it: the one place this lesson looks for it.
  static func backgroundPublishingWarning(in issues: [RuntimeIssue]) -> String? {
    issues.first { $0.kind == .publishedFromBackgroundThread }?.message
  }
}
