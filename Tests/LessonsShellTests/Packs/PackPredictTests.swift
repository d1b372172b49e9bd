import Foundation
import Testing

/// A pack's predict-the-log questions through the `lessons` binary: `quiz ID` grades the
/// learner by what the snippet's child run did, and `pack check` proves each question's
/// key or names the file that keeps it from being worked out.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PackPredictTests {
  typealias Workspace = PackBinaryTests.Workspace

  /// A badge that copies the cart's count into its own `@State`, so it keeps showing 0.
  static let badgeSource = """
    // The badge copies the cart's count into its own @State.
    import SwiftUI

    struct Badge: View {
      @State var count: Int
      var body: some View { Text("Badge \\(count)") }
    }

    struct CartScreen: View {
      @State private var items: [String] = []
      @State private var draft = ""
      var body: some View {
        VStack {
          TextField("Item", text: $draft)
          Button("Add") { items.append(draft) }
          Text("Items \\(items.count)")
          Badge(count: items.count)
        }
      }
    }
    """

  static let quizFile = """
    {"questions": [
      {"name": "predict-badge", "prompt": "The badge copies the cart's count into @State.",
       "predict": {"file": "PredictBadge.swift", "setup": ["type Item \\"Milk\\""], "event": "tap Add",
         "eventText": "You tap Add.", "ask": {"control": "Badge"},
         "explanation": "The badge's @State kept the count it took when it was created."}},
      {"name": "predict-views", "prompt": "The same cart: which bodies run?",
       "predict": {"file": "PredictBadge.swift", "setup": ["type Item \\"Milk\\""], "event": "tap Add",
         "ask": "reevaluated-views", "explanation": "Only the cart's items changed."}}
    ]}
    """

  /// A scaffolded lesson with its text written, `badgeSource` as `PredictBadge.swift`, and `quiz` as its quiz.json.
  static func writeLesson(in workspace: Workspace, quiz: String = quizFile) throws {
    let made = try workspace.lessons(["pack", "new", "cart-badge", "--in", workspace.pack.path])
    #expect(made.status == 0, "\(made.standardOutput)\(made.standardError)")
    let folder = "01-cart-badge"
    let lesson = workspace.pack.appendingPathComponent(folder).appendingPathComponent("lesson.md")
    let text = try String(contentsOf: lesson, encoding: .utf8)
    try workspace.write(text.replacingOccurrences(of: "TODO: ", with: ""), to: "lesson.md", in: folder)
    try workspace.write(badgeSource, to: "PredictBadge.swift", in: folder)
    try workspace.write(quiz, to: "quiz.json", in: folder)
  }

  @Test func aPackPredictQuestionIsGradedByItsRunAndProvedByTheCheck() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    try Self.writeLesson(in: workspace)
    let pack = ["--pack", workspace.pack.path]

    let listed = try workspace.lessons(pack + ["quiz", "cart-badge", "--list"])
    #expect(
      listed.standardOutput
        == "cart-badge.predict-badge\tpredict\tcart-badge\ncart-badge.predict-views\tpredict\tcart-badge\n")

    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "2"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("its 2 predict questions get the same key on every run"))

    // One right answer and one wrong: both graded by what the child did after the event.
    let quiz = try workspace.lessons(pack + ["quiz", "cart-badge"], input: "Badge 0\nBadge\n")
    #expect(quiz.status == 0, "\(quiz.standardOutput)\(quiz.standardError)")
    let output = quiz.standardOutput
    #expect(output.contains("[1/2] cart-badge.predict-badge (predict)"), "\(output)")
    #expect(output.contains("Event: You tap Add."))
    #expect(output.contains("struct Badge: View {"))
    #expect(!output.contains("import SwiftUI"))
    #expect(output.contains("Right: it shows \"Badge 0\"."), "\(output)")
    #expect(output.contains("Event: After you type \"Milk\" into \"Item\", you tap \"Add\"."))
    #expect(
      output.contains("Not quite: you named Badge; the runtime re-evaluated CartScreen, Badge."), "\(output)")
    #expect(output.contains("= CartScreen._items: [] → [\"Milk\"]"))
    #expect(output.contains("Only the cart's items changed."))
    #expect(output.contains("Quiz done: 2 of 2 answered, 1 right, 1 to review."))
    #expect(!quiz.standardError.contains("Left out"), "\(quiz.standardError)")

    // The key is never stored: the badge fixed, the same question now wants what the new code shows.
    let fixed = Self.badgeSource.replacingOccurrences(of: "  @State var count: Int", with: "  let count: Int")
    try workspace.write(fixed, to: "PredictBadge.swift", in: "01-cart-badge")
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let again = try workspace.lessons(
      pack + ["quiz", "cart-badge", "--count", "1"], input: "Badge 1\n",
      environment: ["LESSONS_HOME": home.path])
    #expect(again.status == 0, "\(again.standardOutput)\(again.standardError)")
    #expect(again.standardOutput.contains("Right: it shows \"Badge 1\"."), "\(again.standardOutput)")
  }

  /// `pack new`'s quiz question runs as written: once its TODO text is written, the check passes.
  @Test func theScaffoldsPredictQuestionPassesOnceItsTextIsWritten() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    _ = try workspace.lessons(["pack", "new", "volume-meter", "--in", workspace.pack.path])
    let folder = "01-volume-meter"
    for name in ["lesson.md", "quiz.json"] {
      let file = workspace.pack.appendingPathComponent(folder).appendingPathComponent(name)
      let text = try String(contentsOf: file, encoding: .utf8)
      try workspace.write(text.replacingOccurrences(of: "TODO: ", with: ""), to: name, in: folder)
    }
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(
      checked.standardOutput.contains(
        "its predict question gets the same key on every run, the answer its quiz.json expects"))
    let quiz = try workspace.lessons(["--pack", workspace.pack.path, "quiz", "volume-meter"], input: "3\n")
    #expect(quiz.status == 0, "\(quiz.standardOutput)\(quiz.standardError)")
    #expect(quiz.standardOutput.contains("Event: You press Louder."))
    #expect(quiz.standardOutput.contains("Right: it shows \"Meter 3\"."), "\(quiz.standardOutput)")
  }

  /// An author's `"expect"` is held to the run: one the quiz would grade right passes, one it
  /// would not fails the check, naming the question, the file, the era and what the runtime did.
  ///
  /// In both eras the badge's `@State` gets the count its memberwise `init` was passed, a value
  /// the caller evaluated (Xcode 26's property wrapper; the `init` accessor of Xcode 27's
  /// `State()` macro), so the badge's value differs and its body runs again.
  @Test func theAuthorsExpectIsHeldToTheRun() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    func quiz(expectingViews views: String) -> String {
      Self.quizFile.replacingOccurrences(
        of: #""name": "predict-badge", "#, with: #""name": "predict-badge", "expect": "0", "#
      ).replacingOccurrences(
        of: #""name": "predict-views", "#, with: #""name": "predict-views", "expect": \#(views), "#)
    }
    try Self.writeLesson(in: workspace, quiz: quiz(expectingViews: #""CartScreen""#))
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 1, "\(checked.standardOutput)\(checked.standardError)")
    #expect(
      checked.standardOutput.contains(
        "01-cart-badge/quiz.json, question \"predict-views\": 01-cart-badge/PredictBadge.swift "
          + "(every Xcode era): \"expect\": it expects \"CartScreen\", but the runtime re-evaluated "
          + "CartScreen, Badge."), "\(checked.standardOutput)")
    #expect(!checked.standardOutput.contains("question \"predict-badge\""), "\(checked.standardOutput)")

    let byEra = quiz(expectingViews: #"{"26": "CartScreen, Badge", "27": "cartscreen, badge"}"#)
    try workspace.write(byEra, to: "quiz.json", in: "01-cart-badge")
    let passed = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(passed.status == 0, "\(passed.standardOutput)\(passed.standardError)")
  }

  @Test func aSnippetThatDoesNotCompileFailsTheCheckAndIsLeftOutOfTheQuiz() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    // The views question now runs a file of its own, which does not compile.
    let quiz = """
      {"questions": [
        {"name": "predict-views", "prompt": "Which bodies run?",
         "predict": {"file": "Broken2.swift", "event": "tap Add", "ask": "reevaluated-views",
           "explanation": "Only the cart's items changed."}},
        {"name": "predict-badge", "prompt": "The badge copies the cart's count into @State.",
         "predict": {"file": "PredictBadge.swift", "event": "tap Add", "ask": {"control": "Badge"},
           "explanation": "The badge's @State kept the count it took when it was created."}},
        {"name": "predict-remove", "prompt": "Remove it.",
         "predict": {"file": "PredictBadge.swift", "setup": ["tap Remove"], "event": "tap Add",
           "ask": "reevaluated-views", "explanation": "There is no Remove."}}
      ]}
      """
    try Self.writeLesson(in: workspace, quiz: quiz)
    try workspace.write(
      "import SwiftUI\n\nstruct Shelf: View {\n  var body: some View { Text(missing) }\n}\n",
      to: "Broken2.swift",
      in: "01-cart-badge")

    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 1, "\(checked.standardOutput)\(checked.standardError)")
    #expect(
      checked.standardOutput.contains(
        "01-cart-badge/quiz.json, question \"predict-views\": 01-cart-badge/Broken2.swift:4 (every Xcode era) "
          + "does not compile: cannot find 'missing' in scope"), "\(checked.standardOutput)")
    #expect(
      checked.standardOutput.contains(
        "01-cart-badge/quiz.json, question \"predict-remove\": 01-cart-badge/PredictBadge.swift (every Xcode era): "
          + "setup line 1, `tap Remove`: No button labelled \"Remove\" on screen."),
      "\(checked.standardOutput)")
    #expect(!checked.standardOutput.contains("question \"predict-badge\""), "\(checked.standardOutput)")

    // The quiz asks what it can: the question that runs, with a line naming the file of each left out.
    let asked = try workspace.lessons(
      ["--pack", workspace.pack.path, "quiz", "cart-badge"], input: "Badge 0\n")
    #expect(asked.status == 0, "\(asked.standardOutput)\(asked.standardError)")
    #expect(
      asked.standardError.contains(
        "Left out cart-badge.predict-views: 01-cart-badge/Broken2.swift:4 (Xcode 26 and earlier) does not compile"
      ),
      "\(asked.standardError)")
    #expect(asked.standardError.contains("Left out cart-badge.predict-remove: "), "\(asked.standardError)")
    #expect(asked.standardOutput.contains("1 question: 0 due for review, 1 new."), "\(asked.standardOutput)")
    #expect(asked.standardOutput.contains("Right: it shows \"Badge 0\"."))
    #expect(!(asked.standardOutput + asked.standardError).contains("Fatal error"))
  }
}
