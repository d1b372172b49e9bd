import LessonsPlayDriver
import StateRuntime

/// A main-actor model; the refresh's write happens after the hop back.
@MainActor @Observable
final class FeedModel {
  var headlines: [String] = []
  var isRefreshing = false

  /// What runs on the main actor once the background download returned.
  func finishRefresh(with loaded: [String]) {
    headlines = loaded
    isRefreshing = false
  }
}

struct FeedScreen: View {
  let model: FeedModel
  var body: some View {
    VStack {
      Text(model.isRefreshing ? "Refreshing…" : "Up to date")
      HeadlineList(model: model)
      Footer()
    }
  }
}

struct HeadlineList: View {
  let model: FeedModel
  var body: some View { Text("Headlines: \(model.headlines.count)") }
}

struct Footer: View {
  var body: some View { Text("Pull to refresh") }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let model = FeedModel()
  return LessonApp(
    FeedScreen(model: model), xcode: xcode,
    events: [
      OutsideEvent("refresh-starts", "a refresh starts: isRefreshing = true") { model.isRefreshing = true },
      OutsideEvent("download-returns", "the download returns and finishRefresh(with: [\"Rates hold\"]) runs")
      {
        model.finishRefresh(with: ["Rates hold"])
      },
    ])
})
