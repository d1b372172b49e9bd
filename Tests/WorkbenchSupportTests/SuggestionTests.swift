import Testing
import WorkbenchSupport

struct SuggestionTests {
  static let commands = [
    "list", "show", "run", "check", "watch", "hint", "restore", "solution", "quiz", "help",
  ]

  @Test(arguments: [
    ("lsit", "list"),
    ("shwo", "show"),
    ("chek", "check"),
    ("sol", "solution"),
    ("qiuz", "quiz"),
    ("Help", "help"),
  ])
  func suggestsTheNearestCommand(typed: String, expected: String) {
    #expect(Suggestion.nearest(to: typed, among: Self.commands) == expected)
  }

  @Test(arguments: ["xyzzy", "", "list", "completely-different"])
  func staysQuietWhenNothingIsClose(typed: String) {
    #expect(Suggestion.nearest(to: typed, among: Self.commands) == nil)
  }

  @Test func suggestsIDs() {
    let ids = ["init-copy", "binding-by-value", "identity-reset", "broad-summary"]
    #expect(Suggestion.nearest(to: "init-cpy", among: ids) == "init-copy")
    #expect(Suggestion.nearest(to: "binding", among: ids) == "binding-by-value")
    #expect(Suggestion.nearest(to: "identity-rest", among: ids) == "identity-reset")
  }
}
