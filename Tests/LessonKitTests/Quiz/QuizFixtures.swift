import LessonKit
import StateRuntime

/// Small questions for engine tests, independent of the course's bank.
@MainActor
enum QuizFixtures {
  @MainActor @Observable final class Counter {
    var count = 0
    var label = "Taps"
  }

  struct CounterScreen: View {
    let counter: Counter
    var body: some View {
      VStack {
        Text(counter.label)
        CountRow(counter: counter)
      }
    }
  }

  struct CountRow: View {
    let counter: Counter
    var body: some View {
      Text("Count: \(counter.count)")
      Button("Add") { counter.count += 1 }
    }
  }

  static let choice = QuizQuestion(
    id: "test.choice", lessonID: "test", prompt: "Pick b.",
    kind: .choice(
      ChoiceQuestion(options: [
        .wrong("A", because: "a is the first letter."),
        .right("B", because: "b was asked for."),
        .wrong("C", because: "c is too far."),
      ])))

  static let recall = QuizQuestion(
    id: "test.recall", lessonID: "test", prompt: "Say something.",
    kind: .recall(RecallQuestion(modelAnswer: "Something.")))

  static let interview = QuizQuestion(
    id: "interview.test", lessonID: QuizQuestion.interviewLessonID, prompt: "Where does it live?",
    kind: .recall(
      RecallQuestion(
        levels: LevelledAnswers(
          mid: LevelledAnswer("Use @State.", ideas: [KeyIdea("the @State wrapper", words: ["@state"])]),
          senior: LevelledAnswer(
            "One owner decides the wrapper.", ideas: [KeyIdea("one owner decides", words: ["owner"])]),
          staff: LevelledAnswer(
            "Ownership chosen so a unit test can drive it.",
            ideas: [KeyIdea("a unit test drives the owner", words: ["test"])])))))

  static let predictViews = QuizQuestion(
    id: "test.predict-views", lessonID: "test", prompt: "Tap Add.",
    kind: .predict(
      PredictQuestion(
        source: "import StateRuntime\n\nextension PredictSnippets.Counter {\n  struct Shown: View {}\n}\n",
        event: "Tap Add.", ask: .reevaluatedViews, explanation: "Only the row read count.",
        run: { _ in
          try PredictRun.capture(CounterScreen(counter: Counter())) { host in try host.tap("Add") }
        })))

  static let predictControl = QuizQuestion(
    id: "test.predict-control", lessonID: "test", prompt: "Tap Add twice.",
    kind: .predict(
      PredictQuestion(
        source: "struct Anything {}", event: "Tap Add twice.", ask: .controlValue(label: "Count"),
        explanation: "Two taps, two.",
        run: { _ in
          try PredictRun.capture(CounterScreen(counter: Counter())) { host in
            try host.tap("Add")
            try host.tap("Add")
          }
        })))
}
