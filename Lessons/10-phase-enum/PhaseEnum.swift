import LessonsPlayDriver
import StateRuntime

/// Lesson 10: a phase enum instead of a bag of booleans.
enum PhaseEnum {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its scenario reads and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken:
      let loader = PhaseEnum.Broken.FeedLoader()
      return LessonApp(
        PhaseEnum.Broken.FeedScreen(loader: loader), xcode: xcode,
        events: [
          OutsideEvent("reload", "pull to refresh starts a request") { loader.reload() },
          OutsideEvent("offline", "the request fails: offline") { loader.fail("offline") },
          OutsideEvent("posts", "the request returns two posts") { loader.receive(["Hello", "World"]) },
        ])
    case .fixed:
      let loader = PhaseEnum.Fixed.FeedLoader()
      return LessonApp(
        PhaseEnum.Fixed.FeedScreen(loader: loader), xcode: xcode,
        events: [
          OutsideEvent("reload", "pull to refresh starts a request") { loader.reload() },
          OutsideEvent("offline", "the request fails: offline") { loader.fail("offline") },
          OutsideEvent("posts", "the request returns two posts") { loader.receive(["Hello", "World"]) },
        ])
    }
  },
  facts: [
    // Every text on screen, in order: one phase shows one set of texts.
    ScenarioFact("texts") { app in
      let shown = app.host.elements().filter { $0.kind == .text }.map(\.label)
      return "shows " + shown.map { "\"\($0)\"" }.joined(separator: ", ")
    },
    // Whether the Retry button can be pressed.
    ScenarioFact("retry") { app in
      (app.host.element("Retry")?.isDisabled ?? true) ? "Retry disabled" : "Retry enabled"
    },
  ],
  verdict: { app, _ in
    let texts = app.host.elements().filter { $0.kind == .text }.map(\.label)
    if texts.contains(where: { $0.hasPrefix("Error:") }) {
      return
        "After the posts arrived the screen still shows \(texts.map { "\"\($0)\"" }.joined(separator: ", ")): "
        + "the flags disagree with each other (fail() left isLoading set, nothing cleared errorMessage), "
        + "a state the app can never mean."
    }
    return "The screen shows \(texts.map { "\"\($0)\"" }.joined(separator: ", ")): one phase at a time, "
      + "because the phase is one value."
  })
