import Foundation
import StateRuntime
import WorkbenchSupport

/// A lesson folder's `quiz.json` (optional): its questions in order, in Codable JSON.
///
/// ```json
/// {
///   "questions": [
///     {
///       "name": "why-lost",
///       "prompt": "Why does the draft vanish when the layout flips?",
///       "choices": [
///         { "text": "The two branches are two identities", "correct": true,
///           "why": "Flipping removes one field with its @State and makes another." },
///         { "text": "TextField forgets its text on redraw", "correct": false,
///           "why": "A redraw of the same identity keeps its @State." }
///       ]
///     },
///     { "name": "rule", "prompt": "How do you keep it?", "modelAnswer": "One view, a varying modifier." }
///   ]
/// }
/// ```
///
/// A question has `choices` (two to six, exactly one `correct`), a `modelAnswer` or a
/// `predict`; its `name` is unique in the lesson and files it as `LESSON.NAME`, the key
/// its review schedule is kept under.
///
/// A predict-the-log question runs code, and its key comes from the run, never from the
/// file. A pack lesson's names a SwiftUI file of its folder and what happens, in the verbs
/// of `scenario.play`:
///
/// ```json
/// { "name": "predict-badge", "prompt": "The badge copies the cart's count into @State.",
///   "predict": {
///     "file": "PredictBadge.swift",
///     "setup": ["type Item \"Milk\""],
///     "event": "tap Add",
///     "eventText": "You tap Add.",
///     "ask": { "control": "Badge" },
///     "explanation": "The badge's @State kept the count it took when it was created." } }
/// ```
///
/// The file is mounted as `play` mounts one (its `#Preview`, or its one root view); each
/// `setup` line (optional) is an action performed after the mount, and `event` the action
/// whose effect the learner predicts: `"ask": "reevaluated-views"` asks which views' bodies
/// run again after it, `{"control": "LABEL"}` what that control or text shows afterwards.
/// `eventText` says the event in words (without it, the lines do: `You tap "Add".`), and
/// `explanation`, shown after grading, why. Setup and event lines are actions only (`tap`,
/// `type`, `toggle`, `inc`, `dec`, `select`, `submit`, `focus`, `dismiss`, `back`): no
/// expectations, no outside events. The shell compiles and runs the file in a child, in
/// each Xcode era, before the quiz asks the question (see ``PackPredict``).
///
/// A question may instead name its place and a question declared elsewhere (`{ "name":
/// "predict-draft", "declaredIn": "…" }`), as the course's lessons did when they were
/// compiled into the tool; no lesson of the course does now.
///
/// Two optional keys say how a question's claim is proved when no `proofs/NAME.play` of its
/// folder can run it; the tool ignores both, and the course's tests read them (issue 32: a
/// lesson's proofs live in its folder, so adding a lesson edits no test):
///
/// - `"provedBy": "ClosureInputTests"`: the test suite of the tool's own checkout that runs
///   the claim (a compiler's diagnostic, a comparison no `play` script can observe);
/// - `"noRunClaim": "…"`: why a question whose words sound like a runtime outcome states none
///   (design advice, a debugging method).
package struct QuizFile: Decodable, Sendable {
  package struct Question: Decodable, Sendable {
    var name: String
    var prompt: String?
    var choices: [Choice]?
    var modelAnswer: String?
    /// The Swift file that declares this question (a predict question), for a shipped lesson.
    var declaredIn: String?
    /// A pack lesson's predict question: its snippet file and what happens.
    var predict: Predict?
    /// A predict question's answer as its author expects it: one for every era, or one per era.
    var expect: Expect?
  }

  /// A predict question's expected answer as written: `"Badge 1"`, or `{"26": "…", "27": "…"}`.
  package typealias Expect = TextOrTable<ExpectShape>

  /// What a predict question asks, as written: `"reevaluated-views"` or `{"control": "LABEL"}`.
  package typealias Ask = TextOrTable<AskShape>

  /// What a value that is either a text or an object of texts holds, and how it should look.
  package protocol TextOrTableShape: Sendable {
    /// What to write instead of a value that is neither, for the decoding error.
    static var hint: String { get }
  }

  /// `"expect"`'s shape.
  package enum ExpectShape: TextOrTableShape {
    package static let hint =
      "give the expected answer as a learner would type it (\"Badge 1\"), or one for each Xcode release "
      + "({\"26\": \"Badge 2\", \"27\": \"Badge 1\"})."
  }

  /// `"ask"`'s shape.
  package enum AskShape: TextOrTableShape {
    package static let hint = "give \"reevaluated-views\" or {\"control\": \"LABEL\"}."
  }

  /// A value written as a text or as an object of texts (`"ask"`, `"expect"`), read as it is;
  /// what it means is checked where it is used. Anything else fails with `Shape`'s hint.
  package enum TextOrTable<Shape: TextOrTableShape>: Decodable, Sendable {
    case text(String)
    case table([String: String])

    package init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .text(text)
      } else if let table = try? container.decode([String: String].self) {
        self = .table(table)
      } else {
        throw DecodingError.typeMismatch(
          Self.self, .init(codingPath: decoder.codingPath, debugDescription: Shape.hint))
      }
    }
  }

  /// A pack lesson's predict question as written: see ``PackPredict``.
  package struct Predict: Decodable, Sendable {
    var file: String
    var setup: [String]?
    var event: String
    var eventText: String?
    var ask: Ask
    var explanation: String
  }

  package struct Choice: Decodable, Sendable {
    var text: String
    var correct: Bool
    var why: String
  }

  var questions: [Question]

  /// The questions of `data`, filed under `lessonID`; errors name `path`.
  ///
  /// - Parameters:
  ///   - declared: the questions the lesson's Swift declares, which `declaredIn` places
  ///     name; `nil` for a pack lesson, whose file may not place any.
  ///   - folder: the lesson folder, which must hold each predict question's `file`; `nil`
  ///     leaves the files unchecked.
  package static func questions(
    in data: Data, lessonID: String, path: String, declared: [QuizQuestion]? = nil, folder: URL? = nil
  ) throws(LessonFolderError) -> [QuizQuestion] {
    // First, so that a misspelt key is named as misspelt, not as the key it should have been.
    try refuseUnknownKeys(in: data, path: path)
    let quiz: QuizFile
    do {
      quiz = try JSONDecoder().decode(QuizFile.self, from: data)
    } catch let error as DecodingError {
      throw LessonFolderError(path: path, message: Self.describe(error))
    } catch {
      throw LessonFolderError(path: path, message: "is not JSON: \(error.localizedDescription)")
    }
    var names = Set<String>()
    return try quiz.questions.enumerated().map {
      (index, question) throws(LessonFolderError) -> QuizQuestion in
      let place = "question \(index + 1) (\"\(question.name)\")"
      guard question.name.isKebabCase else {
        throw LessonFolderError(
          path: path, message: "\(place): a name is kebab-case (`why-lost`), unique in the lesson.")
      }
      guard names.insert(question.name).inserted else {
        throw LessonFolderError(path: path, message: "\(place): the name '\(question.name)' is used twice.")
      }
      if let file = question.declaredIn {
        guard let declared else {
          throw LessonFolderError(
            path: path,
            message: "\(place) is placed as declared in \(file), but a pack lesson has no Swift: give it "
              + "\"choices\", a \"modelAnswer\", or a \"predict\" that runs a file of the lesson folder.")
        }
        guard
          let found = declared.first(where: { $0.id.hasSuffix(".\(question.name)") || $0.id == question.name }
          )
        else {
          throw LessonFolderError(
            path: path,
            message: "\(place) is placed as declared in \(file), which declares no question of that name; it "
              + "declares " + declared.map { "'\($0.id)'" }.joined(separator: ", ") + ".")
        }
        guard let expect = question.expect else { return found.filed(under: lessonID) }
        guard case .predict(var predict) = found.kind else {
          throw LessonFolderError(
            path: path,
            message: "\(place) has \"expect\", which is for a predict question; '\(found.id)' is a "
              + "\(found.kindName) question.")
        }
        predict.expectation = try Self.expectation(expect, place: place, path: path)
        return QuizQuestion(
          id: found.id, lessonID: found.lessonID, prompt: found.prompt, kind: .predict(predict)
        )
        .filed(under: lessonID)
      }
      if question.expect != nil && question.predict == nil {
        throw LessonFolderError(
          path: path,
          message: "\(place) has \"expect\", which is for a predict question: the answer its author "
            + "expects, which the check holds its run to. A choice question marks its answer \"correct\", "
            + "a recall question gives a \"modelAnswer\".")
      }
      guard let prompt = question.prompt, !prompt.isEmpty else {
        throw LessonFolderError(path: path, message: "\(place) lacks \"prompt\".")
      }
      if let predict = question.predict {
        guard declared == nil else {
          throw LessonFolderError(
            path: path,
            message: "\(place) has \"predict\", which is for a pack lesson: a shipped lesson declares its "
              + "predict questions in Swift and places them as {\"name\": …, \"declaredIn\": …}.")
        }
        guard question.choices == nil, question.modelAnswer == nil else {
          throw LessonFolderError(
            path: path,
            message:
              "\(place) has \"predict\" and also \(question.choices == nil ? "\"modelAnswer\"" : "\"choices\""): "
              + "a predict question is graded by running its file, so give it neither.")
        }
        let expectation = try question.expect.map { expect throws(LessonFolderError) in
          try Self.expectation(expect, place: place, path: path)
        }
        let parsed = try Self.predict(
          predict, place: place, path: path, folder: folder, expectation: expectation)
        return QuizQuestion(question.name, prompt: prompt, kind: .packPredict(parsed)).filed(under: lessonID)
      }
      let kind: QuizQuestion.Kind
      switch (question.choices, question.modelAnswer) {
      case (let choices?, nil):
        let correct = choices.filter(\.correct).count
        guard (2...6).contains(choices.count), correct == 1 else {
          throw LessonFolderError(
            path: path,
            message: "\(place) has \(choices.count) choices, \(correct) of them correct: give two to six "
              + "choices, exactly one with \"correct\": true.")
        }
        kind = .choice(
          ChoiceQuestion(
            options: choices.map {
              $0.correct ? .right($0.text, because: $0.why) : .wrong($0.text, because: $0.why)
            }))
      case (nil, let answer?):
        kind = .recall(RecallQuestion(modelAnswer: answer))
      default:
        throw LessonFolderError(
          path: path,
          message: "\(place) needs either \"choices\" (a choice question) or \"modelAnswer\" (a recall "
            + "question), not both or neither"
            + (declared == nil
              ? "; or \"predict\" alone (a predict-the-log question that runs a file)." : "."))
      }
      return QuizQuestion(question.name, prompt: prompt, kind: kind).filed(under: lessonID)
    }
  }

  /// A predict question's `predict` object, checked: errors name `place` and what would work.
  private static func predict(
    _ predict: Predict, place: String, path: String, folder: URL?, expectation: PredictExpectation?
  ) throws(LessonFolderError) -> PackPredict {
    let file = predict.file
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    guard file.hasSuffix(".swift"), !file.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
      throw LessonFolderError(
        path: path,
        message: "\(place): \"file\" names a Swift file in the lesson folder (\"PredictBadge.swift\"), "
          + "not \"\(file)\".")
    }
    if let folder, !FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path) {
      throw LessonFolderError(
        path: path,
        message:
          "\(place): its snippet \(file) is not in the lesson folder \(folder.lastPathComponent)/: add it "
          + "there (a SwiftUI file `lessons play` can mount), or name the file that is.")
    }
    // An outside event is the snippet's scenario's: a snippet that declares none has none.
    let snippet = folder.flatMap { try? String(contentsOf: $0.appendingPathComponent(file), encoding: .utf8) }
    let hasEvents = snippet.map { $0.contains("lessonScenario") } ?? true
    func line(_ text: String, _ name: String) throws(LessonFolderError) -> PackPredict.Line {
      let parsed: PackPredict.Line
      do {
        parsed = try PackPredict.Line.parse(text)
      } catch {
        throw LessonFolderError(path: path, message: "\(place): \(name), `\(text)`: \(error.reason)")
      }
      if !hasEvents, parsed.commands.contains(where: { if case .event = $0 { true } else { false } }) {
        throw LessonFolderError(
          path: path,
          message: "\(place): \(name), `\(text)`: it is an outside event, and \(file) declares no scenario "
            + "that has one: drive it with a control (a button the file adds), or declare `let lessonScenario "
            + "= Scenario(…)` in the snippet with its OutsideEvent.")
      }
      return parsed
    }
    var setup: [PackPredict.Line] = []
    for (index, text) in (predict.setup ?? []).enumerated() {
      setup.append(try line(text, "setup line \(index + 1)"))
    }
    let event = try line(predict.event, "the event")
    let ask: PredictAsk
    switch predict.ask {
    case .text("reevaluated-views"):
      ask = .reevaluatedViews
    case .table(let object) where object.count == 1 && !(object["control"] ?? "").isEmpty:
      ask = .controlValue(label: object["control"] ?? "")
    default:
      throw LessonFolderError(
        path: path,
        message: "\(place): \"ask\" is \"reevaluated-views\" (which views' bodies run again after the event) "
          + "or {\"control\": \"LABEL\"} (what the control or text with that label shows afterwards).")
    }
    guard !predict.explanation.trimmingSpacesAndNewlines().isEmpty else {
      throw LessonFolderError(
        path: path, message: "\(place): \"explanation\" is empty: say why the runtime does what it does.")
    }
    if let text = predict.eventText, text.trimmingSpacesAndNewlines().isEmpty {
      throw LessonFolderError(
        path: path,
        message:
          "\(place): \"eventText\" is empty: say the event in words (\"You tap Add.\"), or leave it out.")
    }
    return PackPredict(
      file: file, setup: setup, event: event, eventText: predict.eventText, ask: ask,
      explanation: predict.explanation, expectation: expectation)
  }

  /// A question's `expect`, checked: an answer for every era, or one for each (keyed by
  /// release number); errors name `place` and what would work.
  private static func expectation(_ expect: Expect, place: String, path: String) throws(LessonFolderError)
    -> PredictExpectation
  {
    let releases = XcodeRelease.allCases.map { String($0.rawValue) }
    let shape =
      "give the answer a learner would type (\"Badge 1\"), or one for each of "
      + releases.map { "\"\($0)\"" }.joined(separator: " and ")
      + " ({\"26\": \"Badge 2\", \"27\": \"Badge 1\"})."
    switch expect {
    case .text(let answer):
      guard !answer.trimmingSpaces().isEmpty else {
        throw LessonFolderError(path: path, message: "\(place): \"expect\" is empty: " + shape)
      }
      return PredictExpectation(answer)
    case .table(let answers):
      var byEra: [XcodeRelease: String] = [:]
      for (key, answer) in answers {
        guard let release = Int(key).flatMap(XcodeRelease.init(rawValue:)) else {
          throw LessonFolderError(
            path: path,
            message: "\(place): \"expect\" names the release \"\(key)\", which is not one: " + shape)
        }
        guard !answer.trimmingSpaces().isEmpty else {
          throw LessonFolderError(path: path, message: "\(place): \"expect\" for \(key) is empty: " + shape)
        }
        byEra[release] = answer
      }
      let missing = XcodeRelease.allCases.filter { byEra[$0] == nil }
      guard missing.isEmpty else {
        throw LessonFolderError(
          path: path,
          message: "\(place): \"expect\" gives no answer for "
            + missing.map { "\"\($0.rawValue)\"" }.joined(separator: " and ") + ": " + shape)
      }
      return PredictExpectation(byEra: byEra)
    }
  }

  /// The keys each kind of object in the file has; any other is a slip (a misspelt or misplaced
  /// key), which decoding alone would ignore and so silently drop what the author meant.
  static let knownKeys: [String: [String]] = [
    "question": [
      "name", "prompt", "choices", "modelAnswer", "declaredIn", "predict", "expect", "provedBy", "noRunClaim",
    ],
    "choice": ["text", "correct", "why"],
    "predict": ["file", "setup", "event", "eventText", "ask", "explanation"],
  ]

  /// Refuses a key the file's objects do not have, naming the question and what it has.
  private static func refuseUnknownKeys(in data: Data, path: String) throws(LessonFolderError) {
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    let questions = object?["questions"] as? [[String: Any]] ?? []
    func refuse(_ object: [String: Any]?, as kind: String, at place: String) throws(LessonFolderError) {
      let known = knownKeys[kind] ?? []
      guard let key = object?.keys.sorted().first(where: { !known.contains($0) }) else { return }
      let hint =
        key == "expect" && kind == "predict"
        ? "\"expect\" goes beside \"predict\", in the question, not inside it"
        : "a \(kind) has " + known.map { "\"\($0)\"" }.joined(separator: ", ")
      throw LessonFolderError(
        path: path, message: "\(place) has \"\(key)\", which quiz.json does not know: \(hint).")
    }
    for (index, question) in questions.enumerated() {
      let place = "question \(index + 1) (\"\(question["name"] as? String ?? "")\")"
      try refuse(question, as: "question", at: place)
      try refuse(question["predict"] as? [String: Any], as: "predict", at: place + "'s predict")
      for (number, choice) in (question["choices"] as? [[String: Any]] ?? []).enumerated() {
        try refuse(choice, as: "choice", at: place + "'s choice \(number + 1)")
      }
    }
  }

  /// A decoding error as the author would fix it: where in the file, and what was expected.
  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      let steps = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return steps.isEmpty ? "the top level" : String(steps.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)) lacks \"\(key.stringValue)\"."
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(place(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "is not valid JSON at \(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "cannot be read: \(error)"
    }
  }
}
