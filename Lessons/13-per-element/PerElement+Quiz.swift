import LessonKit
import StateRuntime

extension PerElement {
  /// The predict questions of lesson 13, granularity is per property, not per element: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-append",
      prompt: "The broken packing list: each ItemRow finds its item in list.items.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "PerElement+Broken.swift"),
          event: "Your companion adds Sunscreen: list.add(\"Sunscreen\").",
          ask: .reevaluatedViews,
          explanation: """
            The append writes items. The screen read items (to lay out the rows), and so \
            did every ItemRow, each to find its own element: all of them run, the four old \
            rows included. PackingHeader read only tripName and is skipped.
            """,
          run: { xcode in
            let list = PackingList()
            return try PredictRun.capture(PerElement.Broken.PackingScreen(list: list), xcode: xcode) { host in
              list.add("Sunscreen")
              host.flush()
            }
          }))),
    QuizQuestion(
      "predict-equal-write",
      prompt: """
        Swift 6.2 or later (Xcode 26 and later). A sync stores what the server sent: the same \
        destination, and the first item's packed flag as it already was.
        """,
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "EqualWrite.swift"),
          event: "trip.applySync(destination: \"Lisbon\", firstItemPacked: false)",
          ask: .reevaluatedViews,
          explanation: """
            Since Swift 6.2 an @Observable setter compares an Equatable value with the old one and \
            does not notify when they are equal (swiftlang/swift PR 78151): destination = "Lisbon" \
            is silent, so Destination is skipped. items[0].isPacked = false is an in-place mutation \
            through items' modify accessor, which always notifies, equal or not: ItemCount read \
            items and runs. Before Swift 6.2 both writes notified.
            """,
          run: { xcode in
            let trip = PredictSnippets.EqualWrite.Trip()
            return try PredictRun.capture(PredictSnippets.EqualWrite.TripScreen(trip: trip), xcode: xcode) {
              host in
              trip.applySync(destination: "Lisbon", firstItemPacked: false)
              host.flush()
            }
          }))),
  ]
}

extension PredictSnippets {
  enum EqualWrite {}
}
