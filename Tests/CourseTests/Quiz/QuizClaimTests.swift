import Foundation
import LessonKit
import StateRuntime
import TestSupport
import Testing

/// Every quiz question that states what the runtime does (a body runs or is
/// skipped, state is created, kept or discarded, an initialiser runs) has
/// that statement proved by a run, so the quiz and the runtime cannot
/// disagree. Predict questions are held to their authors' answers by
/// `pack check` (each one's `"expect"`); a choice or recall question's claim is
/// proved in its lesson's folder (`proofs/NAME.swift` and `proofs/NAME.play`,
/// which `pack check` plays in each era: the `pack check Lessons` of `scripts/test`), or
/// by the suite its question names (`"provedBy"`). Nothing here names a lesson:
/// what proves a question is written beside it, and a new lesson's folder
/// brings its own.
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

  /// How a question says its claim is proved outside `proofs/`, in its `quiz.json` (or
  /// `interview.json`) object: the keys the tool ignores and these tests read.
  struct ProofNote {
    /// `"provedBy"`: the suite of this checkout that runs the claim.
    var provedBy: String?
    /// `"noRunClaim"`: why the question states no outcome of a run.
    var noRunClaim: String?
    /// `"restates"` (an interview question): the lesson questions whose claims it restates.
    var restates: [String]?
  }

  /// Every question's note by its id (`LESSON.NAME`), read from the course's folders as written.
  nonisolated static var proofNotes: [String: ProofNote] {
    var notes: [String: ProofNote] = [:]
    func read(_ file: URL, lessonID: String) {
      guard let data = FileManager.default.contents(atPath: file.path),
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { return }
      for question in object["questions"] as? [[String: Any]] ?? [] {
        guard let name = question["name"] as? String else { continue }
        notes["\(lessonID).\(name)"] = ProofNote(
          provedBy: question["provedBy"] as? String, noRunClaim: question["noRunClaim"] as? String,
          restates: question["restates"] as? [String])
      }
    }
    for lesson in course {
      read(lessons.appendingPathComponent("\(lesson.folder)/quiz.json"), lessonID: lesson.id)
    }
    read(lessons.appendingPathComponent(InterviewFile.fileName), lessonID: QuizQuestion.interviewLessonID)
    return notes
  }

  /// The lesson whose questions name `suite` as their proof (`"provedBy"`), and those
  /// questions: how a suite that proves a lesson's claims finds the lesson without naming it.
  static func lesson(provedBy suite: String) throws -> (lesson: CourseLesson, questions: [QuizQuestion]) {
    let notes = proofNotes
    let found = course.compactMap { lesson -> (CourseLesson, [QuizQuestion])? in
      let questions = lesson.quiz.filter { notes[$0.id]?.provedBy == suite }
      return questions.isEmpty ? nil : (lesson, questions)
    }
    #expect(found.count == 1, "\(found.count) lessons name \(suite) as the proof of their questions")
    let (lesson, questions) = try #require(found.first)
    return (lesson, questions)
  }

  /// The names of the test suites this checkout declares (`struct NAME` in a file of `Tests/`).
  nonisolated static var suiteNames: Set<String> {
    let tests = SourceTree.url("Tests")
    let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
    var names = Set<String>()
    for file in files where file.hasSuffix("Tests.swift") {
      guard let text = try? String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8) else {
        continue
      }
      for match in text.matches(
        of: /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:struct|final class|class) (\w+Tests)\b/)
      {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  /// The course's `Lessons/` folder.
  nonisolated static let lessons = SourceTree.url("Lessons")

  /// A lesson of the course: its folder, its id and its questions.
  struct CourseLesson {
    var folder: String
    var id: String
    var quiz: [QuizQuestion]
  }

  /// The course's lessons, their `quiz.json` read from their folders as the tool reads it.
  nonisolated static var course: [CourseLesson] {
    CourseLessonFolder.all(in: lessons)
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
    let interview = (try? InterviewFile.questions(inFolder: lessons)) ?? []
    return course.flatMap(\.quiz) + interview
  }

  /// The proofs in the folder of the lesson `folder`, as `pack check` finds them.
  static func proofs(of folder: String) throws -> [LessonProof] {
    let lesson = try #require(course.first { $0.folder == folder })
    let names = lesson.quiz.map { $0.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? $0.id }
    return try LessonProof.proofs(in: lessons.appendingPathComponent(folder), questions: names)
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
    let notes = Self.proofNotes
    for question in Self.allQuestions {
      guard let text = Self.statedText(of: question), Self.statesAnOutcome(text) else { continue }
      let note = notes[question.id]
      let covered =
        proved.contains(question.id) || note?.restates != nil || note?.provedBy != nil
        || note?.noRunClaim != nil
      let name = question.id.split(separator: ".").last.map(String.init) ?? question.id
      #expect(
        covered,
        """
        \(question.id) states a runtime outcome that no run checks: prove it in its lesson folder's \
        proofs/\(name).swift and proofs/\(name).play (or name the suite that runs it, "provedBy")
        """)
    }
  }

  /// What a note names exists: a `provedBy` suite is declared in `Tests/`, and a restated
  /// question is a lesson's, proved in its folder; a `noRunClaim` gives its reason.
  @Test func everyNoteNamesWhatExists() throws {
    let proved = try Self.provedIDs()
    let suites = Self.suiteNames
    let notes = Self.proofNotes
    #expect(!suites.isEmpty)
    for (id, note) in notes.sorted(by: { $0.key < $1.key }) {
      if let suite = note.provedBy {
        let declared = suites.contains(suite)
        #expect(declared, "\(id) is proved by \(suite), which no file of Tests/ declares")
        #expect(!proved.contains(id), "\(id) has a proof in its folder and names \(suite) too: keep one")
      }
      if let reason = note.noRunClaim {
        #expect(reason.count > 10, "\(id): say why the question states no outcome of a run")
        #expect(note.provedBy == nil, "\(id) names a suite that proves it and says it claims nothing")
      }
      for restated in note.restates ?? [] {
        #expect(
          proved.contains(restated), "\(id) restates \(restated), which has no proof in its lesson's folder")
      }
    }
  }

  /// The notes are read: a key misspelt would leave a question unproved, and the file readers refuse it.
  @Test func theNotesAreFound() {
    let notes = Self.proofNotes.values
    #expect(notes.contains { $0.provedBy != nil })
    #expect(notes.contains { $0.noRunClaim != nil })
    #expect(notes.contains { $0.restates != nil })
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
