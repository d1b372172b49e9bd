import Foundation
import LessonKit
import StateRuntime
import TestSupport
import Testing

/// Every quiz question that states what the runtime does (a body runs or is
/// skipped, state is created, kept or discarded, an initialiser runs) has
/// that statement proved by a run, so the quiz and the runtime cannot
/// disagree. Predict questions are held to their authors' answers by
/// ``QuizPredictKeyTests``; a choice or recall question's claim is proved in
/// its lesson's folder (`proofs/NAME.swift` and `proofs/NAME.play`, which
/// `pack check` and the shell's `LessonProofTests` play in each era), or by
/// the named suite that already runs the claim.
struct QuizClaimTests {
  /// Words that mark a statement about body runs, creation or discarding.
  nonisolated static func statesAnOutcome(_ text: String) -> Bool {
    text.lowercased().contains(
      /re-?runs?\b|runs? again|body (runs?|ran)|re-?evaluat|skipped|created|discarded|thrown away|fresh state|re-?render|built once|once per identity|every init|runs? (before|when|on)/
    )
  }

  /// The text a question states: its prompt and every option and reason, or its model answer.
  nonisolated static func statedText(of question: QuizQuestion) -> String? {
    switch question.kind {
    case .choice(let choice):
      question.prompt + " " + choice.options.map { $0.text + " " + $0.why }.joined(separator: " ")
    case .recall(let recall): question.prompt + " " + recall.modelAnswer
    case .predict, .packPredict: nil
    }
  }

  /// Questions whose claim another suite runs against the runtime or the compiler.
  nonisolated static let checkedElsewhere: [String: String] = [
    "environment-storm.choice-closure": "ClosureInputTests",
    "binding-by-value.choice-suspects": "BindingInputTests",
    "costly-state-init.choice-where": "TaskLifetimeTests",
    "costly-state-init.recall-task": "TaskLifetimeTests",
    "main-actor-model.choice-diagnostic": "MainActorDiagnosticTests",
    "main-actor-model.choice-nonisolated": "MainActorDiagnosticTests",
    "main-actor-model.choice-warning": "BackgroundWriteTests",
    "main-actor-model.choice-observable-warning": "BackgroundWriteTests",
  ]

  /// Questions the vocabulary flags whose statement is advice, not an outcome of a run.
  nonisolated static let noRuntimeClaim: [String: String] = [
    "environment-storm.choice-fit": "which value suits the environment is design advice",
    "derived-state.choice-sorted":
      "where a sort belongs is design advice; lesson 12's scenario counts the sorts",
    "broad-summary.recall-diagnose": "a debugging method; its facts are broad-summary.choice-why's",
  ]

  /// Interview questions belong to no lesson folder: the proofs of the lesson claims they restate.
  nonisolated static let interviewProofs: [String: [String]] = [
    "interview.state-model-init": ["costly-state-init.choice-runs", "costly-state-init.choice-custom-init"],
    "interview.stateobject-still-needed": ["costly-state-init.choice-stateobject"],
  ]

  /// A lesson of the course: its folder, its id and its questions.
  struct CourseLesson {
    var folder: String
    var id: String
    var quiz: [QuizQuestion]
  }

  /// The course's lessons, their `quiz.json` read from their folders as the tool reads it.
  nonisolated static var course: [CourseLesson] {
    let lessons = SourceTree.url("Lessons")
    return ((try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []).sorted()
      .filter { $0.first?.isNumber == true }
      .compactMap { folder -> CourseLesson? in
        let url = lessons.appendingPathComponent(folder)
        let id = CourseLessonFolder.id(of: folder)
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent("quiz.json").path),
          let quiz = try? QuizFile.questions(in: data, lessonID: id, path: "\(folder)/quiz.json", folder: url)
        else { return nil }
        return CourseLesson(folder: folder, id: id, quiz: quiz)
      }
  }

  /// The course's lessons, by their folders.
  nonisolated static var lessonFolders: [String] { course.map(\.folder) }

  /// Every question of the course's lessons and of the interview set.
  nonisolated static var allQuestions: [QuizQuestion] {
    let interview = (try? InterviewFile.questions(inFolder: SourceTree.url("Lessons"))) ?? []
    return course.flatMap(\.quiz) + interview
  }

  /// The proofs in the folder of the lesson `folder`, as `pack check` finds them.
  static func proofs(of folder: String) throws -> [LessonProof] {
    let lesson = try #require(course.first { $0.folder == folder })
    let names = lesson.quiz.map { $0.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? $0.id }
    return try LessonProof.proofs(in: SourceTree.url("Lessons/\(folder)"), questions: names)
  }

  /// The ids (`lesson.question`) of the questions whose claims a proof in their lesson's folder runs.
  static func provedIDs() throws -> Set<String> {
    var ids = Set<String>()
    for lesson in course {
      for proof in try proofs(of: lesson.folder) { ids.insert("\(lesson.id).\(proof.question)") }
    }
    return ids
  }

  @Test func everyQuestionThatStatesAnOutcomeIsChecked() throws {
    let proved = try Self.provedIDs()
    for question in Self.allQuestions {
      guard let text = Self.statedText(of: question), Self.statesAnOutcome(text) else { continue }
      let covered =
        proved.contains(question.id) || Self.interviewProofs[question.id] != nil
        || Self.checkedElsewhere[question.id] != nil || Self.noRuntimeClaim[question.id] != nil
      let name = question.id.split(separator: ".").last.map(String.init) ?? question.id
      #expect(
        covered,
        """
        \(question.id) states a runtime outcome that no run checks: prove it in its lesson folder's \
        proofs/\(name).swift and proofs/\(name).play
        """)
    }
  }

  @Test func everyListedQuestionExists() throws {
    let ids = Set(Self.allQuestions.map(\.id))
    let listed =
      Array(Self.interviewProofs.keys) + Array(Self.checkedElsewhere.keys) + Array(Self.noRuntimeClaim.keys)
    for id in listed {
      #expect(ids.contains(id), "\(id) is not a question of the bank")
    }
    let proved = try Self.provedIDs()
    for id in Self.interviewProofs.values.joined() {
      #expect(proved.contains(id), "\(id) has no proof in its lesson's folder")
    }
  }

  /// Each proof of a lesson folder is named for a question of its quiz, has its file, and reads:
  /// the script's lines parse, with no outside event, and it expects something.
  @Test(arguments: lessonFolders)
  func theLessonsProofsRead(folder: String) throws {
    for proof in try Self.proofs(of: folder) {
      let commands = try proof.commands()
      #expect(commands.contains { if case .expect = $0.command { true } else { false } })
    }
  }
}
