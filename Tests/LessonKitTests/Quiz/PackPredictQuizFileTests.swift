import Foundation
import StateRuntime
import Testing

@testable import LessonKit

/// A pack's predict questions in `quiz.json`: read into ``PackPredict``, errors naming
/// the file, the question and what would work, and graded by the runs handed over.
struct PackPredictQuizFileTests {
  /// `quiz.json` with one predict question whose `predict` object is `predict`.
  static func quiz(_ predict: String, extra: String = "") -> Data {
    Data(
      """
      {"questions": [{"name": "predict-badge", "prompt": "The badge copies the count."\(extra),
        "predict": \(predict)}]}
      """.utf8)
  }

  static let valid = """
    {"file": "PredictBadge.swift", "setup": ["type Item \\"Milk\\"", "inc Quantity 2"], "event": "tap Add",
     "ask": {"control": "Badge"}, "explanation": "The badge kept its first count."}
    """

  @Test func aPredictQuestionIsReadWithItsLinesAndFiledUnderTheLesson() throws {
    let questions = try QuizFile.questions(in: Self.quiz(Self.valid), lessonID: "cart", path: "quiz.json")
    #expect(questions.map(\.id) == ["cart.predict-badge"])
    #expect(questions.map(\.kindName) == ["predict"])
    guard case .packPredict(let predict) = questions[0].kind else { return #expect(Bool(false)) }
    #expect(predict.file == "PredictBadge.swift")
    #expect(predict.setup.map(\.text) == ["type Item \"Milk\"", "inc Quantity 2"])
    #expect(
      predict.setup.map(\.actions) == [
        [.type("Milk", into: "Item")], [.increment("Quantity"), .increment("Quantity")],
      ])
    #expect(predict.event.actions == [.tap("Add")])
    #expect(predict.ask == .controlValue(label: "Badge"))
    #expect(predict.explanation == "The badge kept its first count.")
    // Without eventText, the lines say what happens.
    #expect(
      predict.eventText
        == "After you type \"Milk\" into \"Item\", then increment \"Quantity\" ×2, you tap \"Add\".")
  }

  @Test func eventTextAndTheViewsAskAreTakenAsWritten() throws {
    let text = """
      {"file": "Broken.swift", "event": "toggle Compact", "eventText": "You switch to compact.",
       "ask": "reevaluated-views", "explanation": "Two identities."}
      """
    let questions = try QuizFile.questions(in: Self.quiz(text), lessonID: "notes", path: "quiz.json")
    guard case .packPredict(let predict) = questions[0].kind else { return #expect(Bool(false)) }
    #expect(predict.setup.isEmpty)
    #expect(predict.eventText == "You switch to compact.")
    #expect(predict.ask == .reevaluatedViews)
  }

  @Test(arguments: [
    (
      #"{"file": "P.swift", "setup": ["expect Badge \"1\""], "event": "tap Add", "ask": "reevaluated-views", "explanation": "e"}"#,
      "question 1 (\"predict-badge\"): setup line 1, `expect Badge \"1\"`: it is an expectation"
    ),
    (
      #"{"file": "P.swift", "setup": ["tap Add", "counts"], "event": "tap Add", "ask": "reevaluated-views", "explanation": "e"}"#,
      "setup line 2, `counts`: it changes nothing to predict"
    ),
    (
      #"{"file": "P.swift", "event": "press Add", "ask": "reevaluated-views", "explanation": "e"}"#,
      "the event, `press Add`: 'press' is not a play command."
    ),
    (
      #"{"file": "P.swift", "event": "", "ask": "reevaluated-views", "explanation": "e"}"#,
      "the event, ``: it is empty"
    ),
    (
      #"{"file": "P.swift", "event": "tap Add", "ask": "views", "explanation": "e"}"#,
      "\"ask\" is \"reevaluated-views\""
    ),
    (
      #"{"file": "P.swift", "event": "tap Add", "ask": {"label": "Badge"}, "explanation": "e"}"#,
      "or {\"control\": \"LABEL\"}"
    ),
    (
      #"{"file": "P.swift", "event": "tap Add", "ask": 3, "explanation": "e"}"#,
      "questions[0].predict.ask: give \"reevaluated-views\" or {\"control\": \"LABEL\"}."
    ),
    (
      #"{"file": "P.swift", "event": "tap Add", "ask": "reevaluated-views"}"#,
      "questions[0].predict lacks \"explanation\"."
    ),
    (
      #"{"file": "P.swift", "event": "tap Add", "ask": "reevaluated-views", "explanation": " "}"#,
      "\"explanation\" is empty"
    ),
    (
      #"{"file": "../Other/P.swift", "event": "tap Add", "ask": "reevaluated-views", "explanation": "e"}"#,
      "\"file\" names a Swift file in the lesson folder"
    ),
    (
      #"{"file": "notes.txt", "event": "tap Add", "ask": "reevaluated-views", "explanation": "e"}"#,
      "not \"notes.txt\""
    ),
  ])
  func aBadPredictIsNamedWithWhatWouldWork(predict: String, message: String) {
    #expect {
      try QuizFile.questions(in: Self.quiz(predict), lessonID: "x", path: "p/quiz.json")
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.path == "p/quiz.json" && error.message.contains(message)
    }
  }

  @Test func aPredictTakesNeitherChoicesNorAModelAnswer() {
    #expect {
      try QuizFile.questions(
        in: Self.quiz(Self.valid, extra: #", "modelAnswer": "m""#), lessonID: "x", path: "p/quiz.json")
    } throws: { error in
      (error as? LessonFolderError)?.message.contains("has \"predict\" and also \"modelAnswer\"") == true
    }
  }

  /// The shipped course's predict questions are Swift, placed by `declaredIn`.
  @Test func aShippedLessonsQuizHasNoPredictObject() {
    #expect {
      try QuizFile.questions(in: Self.quiz(Self.valid), lessonID: "x", path: "p/quiz.json", declared: [])
    } throws: { error in
      (error as? LessonFolderError)?.message.contains(
        "a shipped lesson declares its predict questions in Swift")
        == true
    }
  }

  @Test func theSnippetMustBeInTheLessonFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pack-predict-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      try QuizFile.questions(in: Self.quiz(Self.valid), lessonID: "x", path: "p/quiz.json", folder: folder)
    } throws: { error in
      (error as? LessonFolderError)?.message.contains(
        "question 1 (\"predict-badge\"): its snippet PredictBadge.swift is not in the lesson folder") == true
    }
    try Data("struct A {}".utf8).write(to: folder.appendingPathComponent("PredictBadge.swift"))
    let questions = try QuizFile.questions(
      in: Self.quiz(Self.valid), lessonID: "x", path: "p/quiz.json", folder: folder)
    #expect(questions.count == 1)
  }

  /// An outside event is a snippet's own: one that declares a scenario may be driven by
  /// `event NAME`; a plain SwiftUI file is told how to drive it instead.
  @Test func anOutsideEventNeedsASnippetThatDeclaresItsScenario() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pack-predict-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let question =
      #"{"file": "P.swift", "event": "event tick", "ask": "reevaluated-views", "explanation": "e"}"#
    try Data("struct A {}".utf8).write(to: folder.appendingPathComponent("P.swift"))
    #expect {
      try QuizFile.questions(in: Self.quiz(question), lessonID: "x", path: "p/quiz.json", folder: folder)
    } throws: { error in
      (error as? LessonFolderError)?.message.contains(
        "the event, `event tick`: it is an outside event, and P.swift declares no scenario that has one")
        == true
    }
    try Data("let lessonScenario = 0\n".utf8).write(to: folder.appendingPathComponent("P.swift"))
    let questions = try QuizFile.questions(
      in: Self.quiz(question), lessonID: "x", path: "p/quiz.json", folder: folder)
    guard case .packPredict(let predict) = questions.first?.kind else { return #expect(Bool(false)) }
    #expect(predict.event.commands == [.event("tick")])
  }
}

/// A pack predict question in the session: graded by the runs it was handed, skipped without them.
@MainActor
struct PackPredictSessionTests {
  static let predict = PackPredict(
    file: "PredictBadge.swift", setup: [],
    event: PackPredict.Line(text: "tap Add", commands: [.perform(.tap("Add"))], wording: "tap \"Add\""),
    eventText: nil,
    ask: .controlValue(label: "Badge"), explanation: "The badge kept its first count.")

  static func run(badge: String) -> PredictRun {
    PredictRun(
      views: ["CartScreen", "Badge"], reevaluated: ["CartScreen"], log: ["CartScreen: _items changed."],
      controls: ["Add": "Add", "Badge 0": badge])
  }

  static func session(_ kind: QuizQuestion.Kind, answers: [String]) -> (ScriptedQuizIO, [QuizRating]) {
    let io = ScriptedQuizIO(answers)
    var ratings: [QuizRating] = []
    let question = QuizQuestion(id: "cart.predict-badge", lessonID: "cart", prompt: "The badge.", kind: kind)
    _ = QuizSession(questions: [question], io: io) { ratings.append($1) }.run()
    return (io, ratings)
  }

  @Test func theKeyIsTheRunsAndTheOtherErasRunSaysWhenItDiffers() {
    let ready = Self.predict.question(
      source: "// Why it breaks.\nimport SwiftUI\n\nstruct Badge: View {}\n",
      runs: [.v27: Self.run(badge: "Badge 0"), .v26: Self.run(badge: "Badge 1")])
    let (right, rated) = Self.session(.predict(ready), answers: ["Badge 0"])
    #expect(rated == [.good])
    #expect(right.verdicts.map(\.text) == ["Right: it shows \"Badge 0\"."])
    #expect(right.transcript.contains("Event: You tap \"Add\"."))
    #expect(right.transcript.contains("graded as built with Xcode 27"))
    #expect(!right.transcript.contains("import SwiftUI"))
    #expect(!right.transcript.contains("Why it breaks"))
    let (wrong, again) = Self.session(.predict(ready), answers: ["1"])
    #expect(again == [.again])
    #expect(wrong.verdicts.map(\.text) == ["Not quite: it shows \"Badge 0\", not \"1\"."])
  }

  @Test func aQuestionWithoutItsRunIsSkippedNotEnded() {
    let (io, ratings) = Self.session(.packPredict(Self.predict), answers: [])
    #expect(ratings.isEmpty)
    #expect(
      io.problems == ["This question's snippet, PredictBadge.swift, was not run beforehand; it is skipped."])
    let (missingEra, none) = Self.session(
      .predict(Self.predict.question(source: "", runs: [.v26: Self.run(badge: "Badge 0")])), answers: ["x"])
    #expect(none.isEmpty)
    #expect(
      missingEra.problems.first?.contains("PredictBadge.swift was not run as built with Xcode 27") == true)
  }
}
