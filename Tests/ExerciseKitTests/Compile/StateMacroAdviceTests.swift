import Testing

@testable import ExerciseKit

/// Swift's errors for the `State()` macro, in TN3211's words (issue 34, item 3).
@Suite struct StateMacroAdviceTests {
  static let editor = """
    struct NotesEditor: View {
      @State private var title: String
      @State var count = 0
      let onEdit: () -> Void
      init(title: String, onEdit: @escaping () -> Void) {
        _title = State(initialValue: title)
        self.count = 3
        self.onEdit = onEdit
      }
      var body: some View { Text(title) }
    }
    """

  static var lines: [Substring] { editor.split(separator: "\n", omittingEmptySubsequences: false) }

  static func error(line: Int, _ message: String = StateMacroAdvice.selfBeforeInitialisation) -> Diagnostic {
    Diagnostic(
      origin: .learnerFile, file: "NotesEditor.swift", line: line, column: 12, severity: "error",
      message: message)
  }

  @Test(arguments: [
    (6, "'self' used in property access '_title' before 'super.init' call"),
    (7, "variable 'self.count' used before being initialized"),
    // Not an assignment to a @State property: Swift's own words stay.
    (8, StateMacroAdvice.selfBeforeInitialisation),
  ])
  func anAssignmentToAStatePropertyIsWordedAsTN3211QuotesIt(line: Int, message: String) {
    let reworded = StateMacroAdvice.rewording([Self.error(line: line)], sourceLines: Self.lines)
    #expect(reworded.map(\.message) == [message])
  }

  @Test func theNoteGivesTN3211sRuleOnce() {
    let reworded = StateMacroAdvice.rewording(
      [Self.error(line: 6), Self.error(line: 7)], sourceLines: Self.lines)
    let notes = StateMacroAdvice.notes(for: reworded, sourceLines: Self.lines)
    #expect(notes.count == 1, "\(notes)")
    #expect(
      notes.first?.contains(
        "\"Initialize all non-@State stored properties before assigning to any @State property.\"") == true)
  }

  @Test(arguments: [
    "invalid redeclaration of synthesized property '_title'",
    // A wrapper the macro took for another attribute: Swift's other words, the same note.
    "property wrapper cannot be applied to a computed property",
  ])
  func aComposedWrapperGetsTN3211sFix(message: String) {
    let notes = StateMacroAdvice.notes(for: [Self.error(line: 2, message)], sourceLines: Self.lines)
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.first?.contains("\"Remove the additional property wrapper.\"") == true)
    #expect(notes.first?.contains("same underscore-prefixed name") == true)
    #expect(
      notes.first?.contains(
        "TN3211 quotes the error as \"invalid redeclaration of synthesized property '_counter'\"")
        == !message.hasPrefix("invalid redeclaration"))
  }

  static let styled: [Substring] = [
    "struct Tinted: View {",
    "  var body: some View {",
    "    Text(\"Hello\")",
    "      .overlay(Color.blue.opacity(0.70).blendMode(.overlay))",
    "    Text(\"a\")",
    "      .foregroundStyle(Color.blue.blendMode(.overlay))",
    "    Text(\"b\").background(",
    "      Color.blue.blendMode(.overlay))",
    "  }",
    "}",
  ]

  @Test(arguments: [
    (4, "ambiguous use of 'opacity'", true), (4, "ambiguous use of 'blendMode'", true),
    (4, "ambiguous use of 'frame'", false),
    // Not in `background` or `overlay` (the call on the line before is not one): not TN3211's case.
    (6, "ambiguous use of 'blendMode'", false),
    // The argument on the line after `.background(`.
    (8, "ambiguous use of 'blendMode'", true),
  ])
  func anAmbiguousStyleInOverlayGetsTN3211sClosureForm(line: Int, message: String, noted: Bool) {
    let notes = StateMacroAdvice.notes(for: [Self.error(line: line, message)], sourceLines: Self.styled)
    #expect(notes.count == (noted ? 1 : 0), "\(notes)")
    if noted {
      #expect(
        notes.first?.contains("\"Use the closure-based form of `background(_:)` or `overlay(_:)`:\"") == true)
    }
  }

  @Test func aComposedWrapperAndAPrivateMemberwiseInitEachGetTheirCause() {
    let notes = StateMacroAdvice.notes(
      for: [
        Self.error(line: 2, "property wrapper cannot be applied to a computed property"),
        Self.error(line: 9, "'NotesEditor' initializer is inaccessible due to 'private' protection level"),
      ], sourceLines: Self.lines)
    #expect(notes.count == 2, "\(notes)")
    #expect(notes.first?.contains("another property wrapper cannot be composed with it") == true)
    #expect(notes.last?.contains("makes it private") == true)
  }
}
