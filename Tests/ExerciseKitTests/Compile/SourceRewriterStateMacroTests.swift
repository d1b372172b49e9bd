import Testing

@testable import ExerciseKit

/// Which files `check` and `play` compile with `import StateMacros` (issue 18, item 12), and
/// the note for a binding the macro cannot type.
@Suite struct SourceRewriterStateMacroTests {
  static let assigned = """
    import SwiftUI
    struct Row: View {
      @State private var value: Int
      init(value: Int) { self.value = value }
      var body: some View { Text("\\(value)") }
    }
    """

  @Test func aFileWhoseInitAssignsStateWithoutAValueImportsTheMacroAfterItsLastLine() {
    let rewritten = SourceRewriter.rewrite(Self.assigned, stateMacroAvailable: true)
    #expect(rewritten.stateMacroProperties == ["value"])
    let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
    let original = Self.assigned.split(separator: "\n", omittingEmptySubsequences: false)
    // Every line the compiler reports is still the learner's: the import comes after them.
    #expect(lines.count == original.count + 2)
    #expect(lines[original.count] == "import StateMacros")
    #expect(lines[0] == "import StateRuntime; import Foundation")
    #expect(Array(lines[1..<original.count]) == Array(original[1...]))
  }

  @Test func withoutTheMacroInTheCacheNothingIsAdded() {
    let rewritten = SourceRewriter.rewrite(Self.assigned, stateMacroAvailable: false)
    #expect(rewritten.stateMacroProperties.isEmpty)
    #expect(!rewritten.text.contains("StateMacros"))
  }

  @Test(arguments: [
    // a value: the property wrapper takes it
    "@State private var value: Int = 0\n  init(value: Int) { self.value = value }",
    // the documented spelling
    "@State private var value: Int\n  init(value: Int) { _value = State(initialValue: value) }",
    // an optional starts at nil, so the assignment is a write
    "@State private var value: Int?\n  init(value: Int) { self.value = value }",
    // assigned outside an init
    "@State private var value: Int\n  func reset() { value = 0 }",
    // in a comment and a string only
    "@State private var value: Int\n  init() { _value = State(initialValue: 1); _ = \"self.value = 2\" } // self.value = 3",
  ])
  func otherFilesKeepThePropertyWrapper(members: String) {
    let source = "struct Row: View {\n  \(members)\n  var body: some View { Text(\"\") }\n}\n"
    let rewritten = SourceRewriter.rewrite(source, stateMacroAvailable: true)
    #expect(rewritten.stateMacroProperties.isEmpty, "\(source)")
    #expect(rewritten.text == source)
  }

  @Test func aMissingBindingOfAnUntypedPropertyGetsTheTypeToWrite() {
    let source = """
      struct Settings: View {
        @State
        private var isOn = startsOn()
        @State private var count = 0
        var body: some View { Toggle("", isOn: $isOn) }
      }
      """
    let missing = { (name: String) in
      Diagnostic(
        origin: .learnerFile, file: "Settings.swift", line: 5, column: 40, severity: "error",
        message: "cannot find '$\(name)' in scope")
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let notes = CompileAdvice.notes(
      for: [missing("isOn"), missing("isOn"), missing("other")], output: "", swiftVersion: "6",
      sourceLines: lines, compiledWithStateMacro: true)
    #expect(notes.count == 1, "\(notes)")
    #expect(
      notes.first?.hasPrefix("`$isOn` is missing because `@State var isOn` has no written type") == true)
    // Without the macro a missing `$isOn` is the learner's own, and gets no such note.
    let plain = CompileAdvice.notes(
      for: [missing("isOn")], output: "", swiftVersion: "6", sourceLines: lines)
    #expect(!plain.contains { $0.contains("has no written type") })
  }
}
