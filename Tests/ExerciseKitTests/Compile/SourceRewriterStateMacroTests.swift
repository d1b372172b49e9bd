import Testing

@testable import ExerciseKit

/// How `check` and `play` declare `@State` for each Xcode era (issue 34, item 3): Xcode 27's
/// `State()` macro for every file that uses it, Xcode 26's property wrapper otherwise, with
/// SwiftUI's plain-valued `init(wrappedValue:)` where an `init` assigns a property without a
/// value; and the note for a binding the macro cannot type.
@Suite struct SourceRewriterStateMacroTests {
  static let assigned = """
    import SwiftUI
    struct Row: View {
      @State private var value: Int
      init(value: Int) { self.value = value }
      var body: some View { Text("\\(value)") }
    }
    """

  static let plain = """
    import SwiftUI
    struct Row: View {
      @State private var value = 0
      var body: some View { Text("\\(value)") }
    }
    """

  /// What the compile reads after the learner's last line, which is otherwise unchanged.
  static func appended(_ rewritten: SourceRewriter.Rewritten, to source: String) -> [Substring] {
    let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
    let original = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "import StateRuntime; import Foundation")
    // TN3211's all-private view gets `init() {}` on its closing line (StateMacroMemberwise).
    let kept = lines[1..<original.count].map {
      Substring($0.replacingOccurrences(of: "init() {} }", with: "}"))
    }
    #expect(kept == Array(original[1...]))
    return Array(lines[original.count...].filter { !$0.isEmpty })
  }

  @Test(arguments: [assigned, plain])
  func everyFileWithStateImportsTheMacroInXcode27(source: String) {
    let rewritten = SourceRewriter.rewrite(source, stateMacroAvailable: true, xcode: 27)
    #expect(rewritten.compiledWithStateMacro)
    #expect(rewritten.plainWrapperProperties.isEmpty)
    #expect(Self.appended(rewritten, to: source) == ["import StateMacros"])
  }

  @Test func anAllPrivateViewWithoutAnInitKeepsInitButNoMemberwiseInitInXcode27() {
    // `plain`'s Row: every stored property private, one @State, no init (TN3211).
    let rewritten = SourceRewriter.rewrite(Self.plain, stateMacroAvailable: true, xcode: 27)
    #expect(rewritten.memberwiseSkippedViews == ["Row"])
    #expect(rewritten.text.contains("  var body: some View { Text(\"\\(value)\") }\ninit() {} }"))
    // `assigned`'s Row declares an init: nothing to skip.
    #expect(
      SourceRewriter.rewrite(Self.assigned, stateMacroAvailable: true, xcode: 27).memberwiseSkippedViews
        .isEmpty)
  }

  @Test func everyFileImportsTheMacroModuleInXcode27ForItsContentBuilder() {
    let source = "import SwiftUI\nstruct Row: View {\n  var body: some View { Text(\"a\") }\n}\n"
    let rewritten = SourceRewriter.rewrite(source, stateMacroAvailable: true, xcode: 27)
    #expect(rewritten.text.hasSuffix("import StateMacros\n"))
    #expect(
      !SourceRewriter.rewrite(source, stateMacroAvailable: true, xcode: 26).text.contains("StateMacros"))
  }

  @Test func xcode26DeclaresThePlainWrapperForAnAssignedPropertyWithoutAValue() {
    let rewritten = SourceRewriter.rewrite(Self.assigned, stateMacroAvailable: true, xcode: 26)
    #expect(!rewritten.compiledWithStateMacro)
    #expect(rewritten.plainWrapperProperties == ["value"])
    #expect(
      Self.appended(rewritten, to: Self.assigned) == [
        Substring("extension Row { \(SourceRewriter.plainWrapperDeclaration) }")
      ])
  }

  /// The plain wrapper is declared in the types whose `init` assigns, qualified by the types
  /// around them, and nowhere else: a lesson's versions compile into one program.
  @Test func xcode26DeclaresThePlainWrapperOnlyInTheTypesThatAssign() {
    let source = """
      import SwiftUI
      enum Planner {}
      extension Planner {
        struct Card: View {
          @State var servings = 2
          var body: some View { Text("\\(servings)") }
        }
        struct Editor: View {
          @State
          private var title: String
          init(title: String) { self.title = title }
          var body: some View { Text(title) }
        }
      }
      struct Row: View {
        @State private var value: Int
        init(value: Int) { self.value = value }
        var body: some View { Text("\\(value)") }
      }
      """
    let rewritten = SourceRewriter.rewrite(source, stateMacroAvailable: true, xcode: 26)
    #expect(
      Self.appended(rewritten, to: source) == [
        Substring("extension Planner.Editor { \(SourceRewriter.plainWrapperDeclaration) }"),
        Substring("extension Row { \(SourceRewriter.plainWrapperDeclaration) }"),
      ])
    // A type declared in a function's body cannot be extended: the module gets the wrapper.
    let local =
      "import SwiftUI\nfunc make() {\n  struct Row {\n    @State var value: Int\n"
      + "    init(value: Int) { self.value = value }\n  }\n}"
    #expect(
      Self.appended(SourceRewriter.rewrite(local, stateMacroAvailable: true, xcode: 26), to: local) == [
        Substring(SourceRewriter.plainWrapperDeclaration)
      ])
  }

  @Test func withoutTheMacroInTheCacheXcode27TakesThePlainWrapperToo() {
    let rewritten = SourceRewriter.rewrite(Self.assigned, stateMacroAvailable: false, xcode: 27)
    #expect(!rewritten.compiledWithStateMacro)
    #expect(rewritten.plainWrapperProperties == ["value"])
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
  func otherFilesKeepTheRuntimesWrapperInXcode26(members: String) {
    let source = "struct Row: View {\n  \(members)\n  var body: some View { Text(\"\") }\n}\n"
    let rewritten = SourceRewriter.rewrite(source, stateMacroAvailable: true, xcode: 26)
    #expect(rewritten.plainWrapperProperties.isEmpty, "\(source)")
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
