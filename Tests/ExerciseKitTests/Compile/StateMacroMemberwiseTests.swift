import Testing

@testable import ExerciseKit

/// Which views lose their memberwise `init` under Xcode 27's `State()` macro (TN3211: every
/// stored property `private`, one of them `@State`, no `init`), and whether Swift still gives
/// them `init()` (every stored property has a value).
@Suite struct StateMacroMemberwiseTests {
  static func skipped(_ members: String) -> [StateMacroMemberwise.SkippedView] {
    StateMacroMemberwise.skippedViews(
      in: "struct V: View {\n\(members)\n  var body: some View { Text(\"a\") }\n}\n")
  }

  @Test(arguments: [
    // An attribute on its own line, a wrapper that initialises itself, an optional var.
    "  @State\n  private var count = 0\n  @Environment(\\.dismiss) private var dismiss\n  private var note: String?",
    "  @State private var count: Int?\n  private let limit = 3\n  private var total = 0 { didSet {} }",
    "  @FocusState private var focused: Bool\n  @State private var text = \"\"",
  ])
  func anAllPrivateViewWhoseValuesAreAllSetKeepsInit(members: String) {
    #expect(
      Self.skipped(members) == [
        .init(name: "V", closingLine: Self.lines(members) + 2, allHaveInitialValues: true)
      ])
  }

  @Test(arguments: [
    "  @State private var count: Int\n  private let limit: Int",
    "  @Binding private var isOn: Bool\n  @State private var count = 0",
  ])
  func anAllPrivateViewWithAPropertyWithoutAValueGetsNoInit(members: String) {
    #expect(Self.skipped(members).map(\.allHaveInitialValues) == [false])
  }

  @Test(arguments: [
    // Not all private, private(set) is internal to read, no @State, an init of its own.
    "  @State private var count = 0\n  let limit: Int",
    "  @State private(set) var count = 0",
    "  private let limit = 3",
    "  @State private var count: Int\n  init(count: Int) { self.count = count }",
  ])
  func otherViewsKeepTheirMemberwiseInit(members: String) {
    #expect(Self.skipped(members).isEmpty)
  }

  static func lines(_ members: String) -> Int { members.split(separator: "\n").count }
}

extension StateMacroMemberwiseTests {
  static let file = """
    struct Foo: View {
      @State private var bar: Int
      private let baz: Int
      var body: some View { Text("a") }
    }
    extension Foo {
      init(_ bar: Int, baz: Int) { self.init(bar: bar, baz: baz) }
    }
    struct Other {
      let a: Int
      init(b: Int) { self.init(x: b) }
    }
    """

  static func error(line: Int, _ message: String) -> Diagnostic {
    Diagnostic(
      origin: .learnerFile, file: "File.swift", line: line, column: 1, severity: "error", message: message)
  }

  @Test func onlyACallToTheSkippedInitIsWordedAsTN3211QuotesIt() {
    let lines = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
    let reworded = StateMacroMemberwise.rewording(
      [
        Self.error(line: 7, "extraneous argument label 'bar:' in call"),
        Self.error(line: 11, "incorrect argument label in call (have 'x:', expected 'b:')"),
      ], views: ["Foo"], sourceLines: lines)
    #expect(
      reworded.map(\.message) == [
        "no exact matches in call to initializer",
        "incorrect argument label in call (have 'x:', expected 'b:')",
      ])
    #expect(StateMacroMemberwise.notes(for: reworded, views: ["Foo"]).count == 1)
  }
}
