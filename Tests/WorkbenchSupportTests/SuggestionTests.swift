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
    let ids = ["draft-title", "toggle-copy", "inbox-reset", "price-summary"]
    #expect(Suggestion.nearest(to: "draft-ttle", among: ids) == "draft-title")
    #expect(Suggestion.nearest(to: "toggle", among: ids) == "toggle-copy")
    #expect(Suggestion.nearest(to: "inbox-rest", among: ids) == "inbox-reset")
  }
}
