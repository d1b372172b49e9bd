import LessonKit
import StateRuntime

extension OnChangeSemantics {
  /// The predict questions of lesson 21, what onChange sees: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
  ]
}

extension PredictSnippets {
  enum VolumeHistory {}
}
