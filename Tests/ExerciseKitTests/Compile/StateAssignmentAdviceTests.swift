import Testing

@testable import ExerciseKit

/// Which compile failures get the `self.value = value` note (issue 18, item 12).
@Suite struct StateAssignmentAdviceTests {
  static let error = Diagnostic(
    origin: .learnerFile, file: "Row.swift", line: 6, column: 33, severity: "error",
    message: "'self' used before all stored properties are initialized")

  static func notes(_ source: String, _ diagnostics: [Diagnostic] = [error]) -> [String] {
    CompileAdvice.notes(
      for: diagnostics, output: "", swiftVersion: "6",
      sourceLines: source.split(separator: "\n", omittingEmptySubsequences: false))
  }

  static let row = """
    struct Row: View {
      @State private var value: Int
      @State private var name = "x"
      let label: String
      init(value: Int, label: String) {
        self.value = value + 1
        self.name = label
        self.label = label
      }
      var body: some View { Button("\\(value)") { value = 0 } }
    }
    """

  @Test func theAssignedPropertyWithoutAnInitialValueGetsTheSpellingThatCompiles() {
    let notes = Self.notes(Self.row)
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.first?.hasPrefix("`self.value = value + 1` in an `init` compiles with SwiftUI") == true)
    #expect(notes.first?.contains("`@State var value: Int`") == true)
    #expect(notes.first?.contains("Write `_value = State(initialValue: value + 1)` instead") == true)
  }

  @Test func anAttributeOnItsOwnLineAndABareAssignmentCount() {
    let source = """
      struct Row: View {
        @State
        private var count: Int // the count
        init(start: Int) { count = start }
        var body: some View { Text("\\(count)") }
      }
      """
    let notes = Self.notes(source)
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.first?.contains("Write `_count = State(initialValue: start)` instead") == true)
  }

  @Test func otherErrorsAndOtherPropertiesGetNone() {
    let other = Diagnostic(
      origin: .learnerFile, file: "Row.swift", line: 6, column: 5, severity: "error",
      message: "cannot find 'x' in scope")
    #expect(Self.notes(Self.row, [other]).isEmpty)
    // The assignment outside an init (an action) is not the cause.
    let actionOnly = Self.row.replacingOccurrences(of: "    self.value = value + 1\n", with: "")
    #expect(Self.notes(actionOnly).isEmpty)
    // `@StateObject` is another wrapper.
    let object = Self.row.replacingOccurrences(
      of: "@State private var value", with: "@StateObject private var value")
    #expect(Self.notes(object).isEmpty)
  }

  /// A `//` or a brace inside a string is text: the lexer the project reads Swift with decides.
  @Test func slashesAndBracesInStringsAreText() {
    let source = """
      struct Row: View {
        @State private var value: Int
        let label: String
        init(value: Int) {
          self.label = "a } b // c"; self.value = value
        }
        var body: some View { Text(label) }
      }
      """
    let notes = Self.notes(source)
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.first?.contains("Write `_value = State(initialValue: value)` instead") == true)
  }
}
