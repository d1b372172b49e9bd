import Foundation
import TestSupport
import Testing
import WorkbenchSupport

@testable import LessonsShell

@MainActor
struct CompletionEngineTests {
  private func complete(_ prefix: String, shell: TestShell = TestShell(mode: .interactive)) -> [String] {
    CompletionEngine(context: shell.context).candidates(forLinePrefix: prefix)
  }

  @Test func completesCommandNames() {
    #expect(complete("li") == ["list"])
    #expect(complete("s") == ["show", "solution", "select", "set", "submit", "scroll"])
    #expect(complete("q") == ["quiz", "quit"])
    #expect(complete("").count == TestShell(mode: .interactive).context.registry.commands.count)
  }

  @Test func offersOnlyOneShotCommandsOutsideTheShell() {
    #expect(complete("q", shell: TestShell(mode: .command)) == ["quiz"])
  }

  /// The course's lesson ids and its exercises' ids, found in `Lessons/`.
  static let lessonIDs = CourseLessonFolder.ids()
  static let exerciseIDs = CourseExercise.all().map(\.id)
  static let first = lessonIDs.first ?? "no-lesson"

  /// The ids of `ids` that start with `prefix`, as completion offers them.
  static func starting(_ prefix: String, in ids: [String] = lessonIDs) -> [String] {
    ids.filter { $0.hasPrefix(prefix) }
  }

  @Test func completesIDsForTheRightPositional() throws {
    let two = String(Self.first.prefix(2))
    #expect(complete("run \(two)") == Self.starting(two))
    // The whole course, the lessons loaded at run time among those compiled into the tool.
    #expect(complete("run ") == TestShell(mode: .interactive).context.catalog.lessons.map(\.id))
    #expect(complete("run ") == Self.lessonIDs)
    let one = String(Self.first.prefix(1))
    #expect(complete("run --fixed \(one)") == Self.starting(one))
    // An exercise's initial that is not the first lesson's: a second positional of `check`.
    let other = try #require(Self.exerciseIDs.first { !$0.hasPrefix(one) }?.prefix(1)).description
    #expect(!Self.starting(other, in: Self.exerciseIDs).isEmpty)
    #expect(complete("hint \(other)") == Self.starting(other, in: Self.exerciseIDs))
    #expect(complete("check \(Self.first) \(other)") == Self.starting(other, in: Self.exerciseIDs))
    #expect(complete("run \(Self.first) ").isEmpty)
  }

  @Test func completesOptionsAndSkipsOnesAlreadyGiven() {
    let runOptions = [
      "--fixed", "--step", "--compare", "--json", "--markdown", "--html", "--room", "--short", "--why",
      "--xcode",
    ]
    #expect(complete("run --") == runOptions + ["--help"])
    #expect(complete("run --fixed --") == Array(runOptions.dropFirst()) + ["--help"])
    #expect(complete("--v") == ["--version"])
    #expect(complete("check --timeout ").isEmpty)
    let two = String(Self.first.prefix(2))
    #expect(complete("check --timeout 3 \(two)") == Self.starting(two, in: Self.exerciseIDs))
  }

  @Test func completesHelpTopicsAndChoices() {
    #expect(complete("help ru") == ["run"])
    #expect(complete("code ") == ["broken", "fixed"])
  }

  @Test func completesMountedControlLabelsAndEvents() {
    let shell = TestShell(mode: .interactive, scenario: FakeScenario())
    #expect(complete("tap ", shell: shell) == ["Save", "Title", "Wi-Fi", "Buy now"])
    #expect(complete("toggle w", shell: shell) == ["Wi-Fi"])
    #expect(complete(#"tap "Buy"#, shell: shell) == ["Buy now"])
    #expect(complete("type Title ", shell: shell).isEmpty)
    #expect(complete("event ", shell: shell) == ["undo", "deep-link", "price-tick"])
    #expect(complete("why N", shell: shell) == ["NotesEditor"])
  }

  @Test func offersNoLabelsWithoutAScenario() {
    #expect(complete("tap ").isEmpty)
  }

  @Test func spellsCandidatesToSurviveTheTokenizer() {
    #expect(CompletionQuoting.spell("Buy now", openQuote: nil) == #"Buy\ now"#)
    #expect(CompletionQuoting.spell("Buy now", openQuote: "\"") == #""Buy now""#)
    #expect(CompletionQuoting.spell("it's", openQuote: "'") == #"it\'s"#)
    #expect(CompletionQuoting.spell("Save", openQuote: "'") == "'Save'")
  }

  @Test func cutsCandidatesToLibeditsIdeaOfTheWord() {
    let shell = TestShell(mode: .interactive, scenario: FakeScenario())
    EditLineCompletion.install(CompletionEngine(context: shell.context))
    // libedit breaks words at quotes, so after `tap "Bu` its word is `Bu`.
    #expect(EditLineCompletion.replacements(forWord: "Bu", line: #"tap "Bu"#, cursor: 7) == [#"Buy now""#])
    #expect(EditLineCompletion.replacements(forWord: "Sa", line: "tap Sa", cursor: 6) == ["Save"])
    #expect(EditLineCompletion.replacements(forWord: "ru", line: "ru", cursor: 2) == ["run"])
  }
}
