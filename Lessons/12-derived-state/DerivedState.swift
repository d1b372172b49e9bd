import LessonKit
import StateRuntime

/// Lesson 12: derived state, a cache with a rule vs a copy that drifts.
enum DerivedState {
  enum Broken {}
  enum Fixed {}
}

extension DerivedState {
  static let lesson = Lesson(
    id: "derived-state",
    title: "A copy that drifts",
    summary: "A stored sorted copy of the posts is refreshed by one path and forgotten by another.",
    story: [
      StorySection(
        "The missing post",
        """
        "A teammate posted 'Launch day'. I got the notification, but the feed \
        only showed it after I pulled to refresh." The post was in the model \
        the whole time.
        """),
      StorySection(
        "What happens",
        """
        Feed stores posts and, beside them, sortedPosts: a copy of something \
        computable, refreshed in reload(). The live update appends to posts and \
        never touches the copy. The screen reads sortedPosts, which is correct \
        only until someone writes posts another way.
        """),
      StorySection(
        "The rule",
        """
        Storing what can be computed creates two things that must agree. Cheap \
        derived values are computed properties. Expensive ones (sorting, \
        grouping thousands of rows) are derived once at the write, in didSet, \
        into a private(set) property with exactly one writer. Sorting inside \
        body instead would run the sort on every evaluation: model work in the \
        wrong place.
        """),
      StorySection(
        "The fix",
        """
        posts.didSet re-sorts into private(set) var sortedPosts. Every writer of \
        posts, present or future, keeps the cache right, and the clock ticking \
        re-evaluates the screen without sorting anything.
        """),
    ],
    ownership: Ownership(
      value: "the sorted feed",
      truth: "derived from Feed.posts; the only stored truth is the posts",
      lifetime: "as long as the posts: recomputed whenever they change",
      writers: "nobody directly: posts.didSet is its one writer",
      persistence: "no: persist the posts, never the sorted copy"),
    code: LessonCode(
      broken: ["DerivedState+Broken.swift"],
      fixed: ["DerivedState+Fixed.swift"],
      shared: ["Post.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
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
      steps: [
        ScenarioStep(
          "Open the feed", .mount, expect: [postsInOrder(["Lunch?", "Release checklist", "Standup notes"])]),
        ScenarioStep(
          "The clock ticks three times", .repeated(.event("clock"), times: 3),
          expect: [
            Expectation("ticks re-evaluate the screen without sorting again") { app in
              .equal(app.fact("feed.sorts"), "1", "sorted \(app.fact("feed.sorts")) time(s)")
            }
          ]),
        ScenarioStep(
          "A live update pushes a post", .event("new-post"),
          expect: [
            postsInOrder(
              ["Launch day", "Lunch?", "Release checklist", "Standup notes"], revealsBug: true)
          ]),
      ],
      verdict: { app, _ in
        let shown = titles(app)
        if shown.first != "Launch day" {
          return "The model has 4 posts but the screen lists \(shown.count): sortedPosts is a copy that only "
            + "reload() refreshes, and the live update wrote posts another way. The copy drifted."
        }
        return "The screen lists all \(shown.count) posts, newest first, and the feed sorted "
          + "\(app.fact("feed.sorts")) times: once at start and once per change of the posts, never per tick."
      }),
    quiz: quiz)

  @MainActor private static func titles(_ app: LessonApp) -> [String] {
    app.host.elements().filter { $0.kind == .text && !$0.label.hasPrefix("It is") }.map(\.label)
  }

  private static func postsInOrder(_ expected: [String], revealsBug: Bool = false) -> Expectation {
    Expectation("the screen lists every post, newest first", revealsBug: revealsBug) { app in
      let shown = titles(app)
      return Expectation.Observation(holds: shown == expected, observed: shown.joined(separator: ", "))
    }
  }
}
