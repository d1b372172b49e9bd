import Testing

// `@testable`: the rules are internal to both modules, so learners' code never sees them.
@testable import StateRuntime
@testable import WorkbenchSupport

// The runtime may not import WorkbenchSupport, so both compile the suggestion
// rules (NearestMatch, EditDistance) from one file (WorkbenchSupport links to
// the runtime's). "Did you mean" must behave the same for a mistyped label and
// a mistyped command: these hold the two modules' answers equal, and each case
// to the answer both should give.
struct NearestMatchParityTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let typed: String
    let candidates: [String]
    let expected: String?
    let what: String

    var testDescription: String { "\(what): \"\(typed)\"" }
  }

  static let cases: [Case] = [
    Case(typed: "Place ordr", candidates: ["Place order", "Cancel"], expected: "Place order", what: "typo"),
    Case(typed: "lsit", candidates: ["list", "show", "run"], expected: "list", what: "transposition"),
    Case(typed: "Svae", candidates: ["Save", "Share"], expected: "Save", what: "transposition"),
    Case(typed: "Ad", candidates: ["Add", "Delete"], expected: "Add", what: "unique prefix"),
    Case(typed: "qu", candidates: ["Quantity", "Quit"], expected: "Quit", what: "ambiguous prefix: nearest"),
    Case(typed: "TITLE", candidates: ["Title", "Subtitle"], expected: "Title", what: "case"),
    Case(typed: "xyz", candidates: ["list", "show", "run"], expected: nil, what: "unrelated"),
    Case(typed: "Delete everything", candidates: ["Save"], expected: nil, what: "unrelated"),
    Case(typed: "", candidates: ["Save"], expected: nil, what: "empty input"),
    Case(typed: "Save", candidates: [], expected: nil, what: "no candidates"),
    Case(typed: "Save", candidates: ["Save", "Saved"], expected: nil, what: "exact"),
    Case(typed: "ab", candidates: ["ax", "yz"], expected: "ax", what: "short word"),
    Case(typed: "Titel", candidates: ["Title", "Tile"], expected: "Title", what: "tie keeps order"),
    Case(
      typed: "Quantiy of apples", candidates: ["Quantity of apples"], expected: "Quantity of apples",
      what: "long"),
  ]

  @Test(arguments: cases)
  func theRuntimeSuggestsWhatTheWorkbenchSuggests(_ example: Case) {
    let workbench = Suggestion.nearest(to: example.typed, among: example.candidates)
    let runtime = StateRuntime.NearestMatch.nearest(to: example.typed, among: example.candidates)
    #expect(runtime == workbench)
    #expect(runtime == example.expected)
  }

  @Test(arguments: cases)
  func theEditDistancesAgree(_ example: Case) {
    for candidate in example.candidates {
      #expect(
        StateRuntime.EditDistance.between(example.typed, candidate)
          == WorkbenchSupport.EditDistance.between(example.typed, candidate))
    }
  }
}
