import LessonsPlayDriver
import StateRuntime

/// Lesson 12: derived state, a cache with a rule vs a copy that drifts.
enum DerivedState {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let clock = WallClock()
    switch variant {
    case .broken:
      let feed = DerivedState.Broken.Feed()
      return LessonApp(
        DerivedState.Broken.FeedScreen(feed: feed, clock: clock), xcode: xcode,
        events: [
          OutsideEvent("new-post", "a live update pushes 'Launch day'") {
            feed.receive(Post(id: 4, title: "Launch day", minute: 735))
          },
          OutsideEvent("clock", "the clock in the corner ticks") { clock.minute += 1 },
        ],
        facts: ["feed.sorts": { "\(feed.sorts)" }])
    case .fixed:
      let feed = DerivedState.Fixed.Feed()
      return LessonApp(
        DerivedState.Fixed.FeedScreen(feed: feed, clock: clock), xcode: xcode,
        events: [
          OutsideEvent("new-post", "a live update pushes 'Launch day'") {
            feed.receive(Post(id: 4, title: "Launch day", minute: 735))
          },
          OutsideEvent("clock", "the clock in the corner ticks") { clock.minute += 1 },
        ],
        facts: ["feed.sorts": { "\(feed.sorts)" }])
    }
  },
  facts: [
    // The post titles on screen, in order (the clock line left out).
    ScenarioFact("posts") { app in DerivedState.titles(app).joined(separator: ", ") },
    // How many times the feed sorted its posts: once at start and once per change of them.
    ScenarioFact("sorted") { app in "sorted \(app.fact("feed.sorts")) time(s)" },
  ],
  verdict: { app, _ in
    let shown = DerivedState.titles(app)
    if shown.first != "Launch day" {
      return "The model has 4 posts but the screen lists \(shown.count): sortedPosts is a copy that only "
        + "reload() refreshes, and the live update wrote posts another way. The copy drifted."
    }
    return "The screen lists all \(shown.count) posts, newest first, and the feed sorted "
      + "\(app.fact("feed.sorts")) times: once at start and once per change of the posts, never per tick."
  })

extension DerivedState {
  /// The post titles on screen, in order: the texts but the clock line.
  @MainActor static func titles(_ app: LessonApp) -> [String] {
    app.host.elements().filter { $0.kind == .text && !$0.label.hasPrefix("It is") }.map(\.label)
  }
}
