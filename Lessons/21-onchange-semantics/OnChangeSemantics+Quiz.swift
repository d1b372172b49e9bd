import LessonKit
import StateRuntime

extension OnChangeSemantics {
  /// The quiz of lesson 21, what onChange sees.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-open",
      prompt: "The broken monitor opens with the room at 31°C; then the sensor repeats its reading.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "OnChangeSemantics+Broken.swift"),
          event: "The sensor reports 31°C again: room.report(31).",
          ask: .controlValue(label: "Alerts sent"),
          explanation: """
            Without initial: true the action does not run for the value the view appears with, \
            and 31 over 31 is no change: Observation does not notify the equal write, and == \
            would find nothing either. No alert has been sent.
            """,
          run: { xcode in
            let room = ServerRoom()
            return try PredictRun.capture(OnChangeSemantics.Broken.RoomMonitor(room: room), xcode: xcode) {
              host in
              room.report(31)
              host.flush()
            }
          }))),
    QuizQuestion(
      "predict-history",
      prompt: "A mixer records every change of its volume with onChange(of:initial: true).",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "VolumeHistory.swift"),
          event: "You tap Boost (volume = 9, then volume = 6, in one action), then Same again.",
          ask: .controlValue(label: "History"),
          explanation: """
            initial: true ran the action on appearance with 3 as old and new. Boost's two \
            writes are one update: the action runs once, from 3 to 6, and never sees the 9. \
            Same again writes 6 over 6: no change, no run.
            """,
          run: { xcode in
            try PredictRun.capture(PredictSnippets.VolumeHistory.Mixer(), xcode: xcode) { host in
              try host.tap("Boost")
              try host.tap("Same again")
            }
          }))),
    QuizQuestion(
      "choice-initial",
      prompt: "What does initial: true add to onChange(of:initial:_:)?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "One run of the action when the view appears, with the current value as both old and new.",
            because: "without it the action waits for the first change between two updates."),
          .wrong(
            "The action also runs when the value is set to the same value.",
            because: "a write of an equal value is never a change to onChange, initial or not."),
          .wrong(
            "The action runs before the change is applied, with the old value still on screen.",
            because: "the action runs after the update that changed the value, whatever initial is."),
        ]))),
    QuizQuestion(
      "choice-two-writes",
      prompt: """
        A button's action sets level = 9 and then level = 6. A view has \
        .onChange(of: level) { old, new in log(old, new) }, and level was 3. What is logged?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Once: 3 → 6.",
            because:
              "the two writes land in one update; onChange compares the value after it with the value before it."
          ),
          .wrong(
            "Twice: 3 → 9, then 9 → 6.",
            because:
              "onChange does not see writes, only the value at each update; the 9 never reaches an update."),
          .wrong(
            "Once: 9 → 6, the last write.",
            because:
              "the old value is the one from the previous update, 3, not the value before the last write."),
        ]))),
    QuizQuestion(
      "choice-per-frame",
      prompt: """
        Xcode's console says "onChange(of: Int) action tried to update multiple times per frame." \
        What is the likeliest cause?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The action changes the value it watches (or something that changes it), so the change feeds itself within one frame.",
            because:
              "SwiftUI lets the action fire once per frame for a value and warns when it would fire again; make the action converge, or compute the value instead."
          ),
          .wrong(
            "The value was set twice in one button action.",
            because: "two writes in one action are one update: the action runs once, with no warning."),
          .wrong(
            "The value is not Equatable.",
            because: "onChange(of:) requires Equatable; without it the code does not compile."),
        ]))),
    QuizQuestion(
      "recall-rule",
      prompt: "In a sentence or two: what does onChange run for, and what does it never see?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            It runs after an update in which the value differs (by ==) from the previous update's, \
            with the old and the new value; with initial: true also once on appearance. It never \
            sees a write of an equal value, nor the values in between when several writes land in \
            one update. Use it for side effects; derive values in the model or the body instead.
            """))),
  ]
}

extension PredictSnippets {
  enum VolumeHistory {}
}
