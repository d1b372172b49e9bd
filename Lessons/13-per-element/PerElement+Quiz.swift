import LessonKit
import StateRuntime

extension PerElement {
  /// The quiz of lesson 13, granularity is per property, not per element.
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
      "choice-one-element",
      prompt: """
        Under Observation, a row's body reads list.items[3] and shows that one item. \
        Another code path renames list.items[0]. Does the row's body run again?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "No: Observation tracks the element the body read.",
            because: "there is no per-element tracking: an array of values is one property."),
          .right(
            "Yes: items is one tracked property, and writing any element writes items.",
            because:
              "Observation tracks stored properties, not the elements inside a value; the row depends on the whole array."
          ),
          .wrong(
            "Only if the array's count changed.",
            because:
              "renaming an element mutates items in place, and an in-place mutation notifies its readers whatever the count."
          ),
        ]))),
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
    QuizQuestion(
      "choice-fix",
      prompt: "Which change makes packing one item re-evaluate only that item's row?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Mark items @ObservationIgnored.",
            because: "then nothing hears about an append either: the list stops showing new items."),
          .wrong(
            "Make ItemRow Equatable.",
            because:
              "the row's own dependency on items fires, and Observation invalidates its body directly: == compares inputs when the parent re-creates the row, and gates nothing here."
          ),
          .right(
            "Give each row its element, ItemRow(item: item), and have it read only that.",
            because:
              "the row then depends on no tracked property; an unchanged item compares equal and the row is skipped."
          ),
          .wrong(
            "Loop over indices: ForEach(list.items.indices).",
            because: "the rows still read list.items[index]: the same dependency, with less stable identity."),
        ]))),
    QuizQuestion(
      "choice-screen",
      prompt:
        "After the fix the packing screen's own body still runs when an item is appended. Is that a bug?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "No: it lays out the rows, so it must read items; the unchanged rows it re-creates are skipped.",
            because: "the cost that mattered was every row running; now only the new row does."),
          .wrong(
            "Yes: move the ForEach into a view that does not read items.",
            because: "whatever builds the ForEach reads items; that view has to run to show a new row."),
          .wrong(
            "Yes: the screen should observe each item instead.",
            because: "the screen shows the list's shape, which is exactly what items holds."),
        ]))),
    QuizQuestion(
      "recall-why",
      prompt:
        "In a sentence or two: why does a row that shows one element of an array depend on all of them?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Observation records which stored properties a body reads; an array is one \
            property, so reading any element reads the array, and any write to it (an \
            append, a change to another element) invalidates the row. Hand the row its \
            element instead, so it reads nothing tracked it does not show.
            """))),
  ]
}

extension PredictSnippets {
  enum EqualWrite {}
}
