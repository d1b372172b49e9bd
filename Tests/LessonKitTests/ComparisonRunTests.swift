import StateRuntime
import Testing

@testable import LessonKit

/// A comparison's numbers come from running each build, never from the lesson.
@MainActor
struct ComparisonRunTests {
  @MainActor @Observable
  final class Feed {
    var price = 100
    var name = "Fund"
  }

  struct Broad: View {
    let feed: Feed
    var body: some View {
      VStack {
        Text("\(feed.name) \(feed.price)")
      }
    }
  }

  struct Narrow: View {
    let feed: Feed
    var body: some View {
      VStack {
        Text(feed.name)
        Price(feed: feed)
      }
    }
  }

  struct Price: View {
    let feed: Feed
    var body: some View {
      Text("\(feed.price)")
    }
  }

  static func app(broad: Bool) -> LessonApp {
    let feed = Feed()
    let events = [OutsideEvent("tick", "the price moves") { feed.price += 1 }]
    return broad
      ? LessonApp(Broad(feed: feed), events: events) : LessonApp(Narrow(feed: feed), events: events)
  }

  @Test func countsEachBuildAfterItsMount() async {
    let comparison = Comparison(
      title: "Over 4 ticks:",
      builds: [
        ComparisonBuild("broad") { _ in Self.app(broad: true) },
        ComparisonBuild("narrow") { _ in Self.app(broad: false) },
      ],
      steps: [.repeated(.event("tick"), times: 4)], views: ["Broad", "Narrow", "Price"])
    let result = await comparison.run()
    #expect(result.errors.isEmpty)
    #expect(
      result.rows == [
        .init(view: "Broad", counts: [4, nil]), .init(view: "Narrow", counts: [nil, 0]),
        .init(view: "Price", counts: [nil, 4]),
      ])
  }

  @Test func anUnknownEventIsAnErrorNotACount() async {
    let comparison = Comparison(
      title: "Over a tock:", builds: [ComparisonBuild("broad") { _ in Self.app(broad: true) }],
      steps: [.event("tock")], views: ["Broad"])
    let result = await comparison.run()
    #expect(result.errors == ["broad: No outside event named \"tock\". This app has: tick."])
    #expect(result.rows == [.init(view: "Broad", counts: [0])])
  }
}

extension ComparisonRunTests {
  /// Facts are read after the steps, as numbers, in rows after the views; a build
  /// pinned to an era runs in it whatever the run's era.
  @Test func factsAreRowsAndPinnedBuildsKeepTheirEra() async {
    let comparison = Comparison(
      title: "Ticks:",
      builds: [
        ComparisonBuild("old", xcode: .v26) { xcode in
          let feed = Feed()
          return LessonApp(
            Broad(feed: feed), xcode: xcode, events: [OutsideEvent("tick", "moves") { feed.price += 1 }],
            facts: ["price": { "\(feed.price)" }, "era": { "\(xcode.rawValue)" }])
        },
        ComparisonBuild("follows") { xcode in
          LessonApp(Broad(feed: Feed()), xcode: xcode, facts: ["era": { "\(xcode.rawValue)" }])
        },
      ],
      steps: [.event("tick")], views: ["Broad"], facts: ["price", "era"])
    let result = await comparison.run(xcode: .v27)
    #expect(
      result.rows == [
        .init(view: "Broad", counts: [1, 0]), .init(view: "price", counts: [101, nil]),
        .init(view: "era", counts: [26, 27]),
      ])
  }
}
