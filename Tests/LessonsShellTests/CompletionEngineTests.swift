import Foundation
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

  @Test func completesIDsForTheRightPositional() {
    #expect(complete("run in") == ["init-copy"])
    // The whole course, the lessons loaded at run time among those compiled into the tool.
    #expect(complete("run ") == TestShell(mode: .interactive).context.catalog.lessons.map(\.id))
    #expect(complete("run --fixed i") == ["init-copy", "identity-reset"])
    #expect(complete("hint b") == ["binding-by-value", "broad-summary"])
    #expect(complete("check init-copy b") == ["binding-by-value", "broad-summary"])
    #expect(complete("run init-copy ").isEmpty)
  }

  @Test func completesOptionsAndSkipsOnesAlreadyGiven() {
    let runOptions = ["--fixed", "--step", "--compare", "--json", "--markdown", "--html", "--xcode"]
    #expect(complete("run --") == runOptions + ["--help"])
    #expect(complete("run --fixed --") == Array(runOptions.dropFirst()) + ["--help"])
    #expect(complete("--v") == ["--version"])
    #expect(complete("check --timeout ").isEmpty)
    #expect(complete("check --timeout 3 in") == ["init-copy"])
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
