import Foundation
import Testing

@testable import ExerciseKit

/// Compile failures said in SwiftUI's terms (issue 19, items 2 and 4).
@Suite struct CompileAdviceTests {
  static func error(_ message: String, line: Int = 3, column: Int = 5, source: String? = nil) -> Diagnostic {
    Diagnostic(
      origin: .learnerFile, file: "Mine.swift", line: line, column: column, severity: "error",
      message: message,
      sourceLine: source)
  }

  static func notes(_ diagnostics: [Diagnostic], output: String = "", swiftVersion: String = "6") -> [String]
  {
    CompileAdvice.notes(for: diagnostics, output: output, swiftVersion: swiftVersion, sourceLines: [])
  }

  @Test func aMissingSwiftUINameIsNamedOnceWithTheNearestSpelling() {
    let notes = Self.notes([
      Self.error("value of type 'some View' has no member 'accentColor'"),
      Self.error("value of type 'Text' has no member 'accentColor'", line: 9),
      Self.error("value of type 'some View' has no member 'toolbar'"),
      Self.error("cannot find 'GeometryReader' in scope"),
    ])
    #expect(notes.count == 3)
    #expect(notes[0].hasPrefix("`accentColor` is SwiftUI API this runtime does not model yet"))
    #expect(notes[0].contains("`.tint(_:)`"))
    #expect(notes[1].hasPrefix("`toolbar` is SwiftUI API") && notes[1].contains("nearest supported: none"))
    #expect(notes[2].hasPrefix("`GeometryReader`"))
  }

  @Test func theLearnersOwnNamesAndTypeErrorsGetNoNote() {
    #expect(Self.notes([Self.error("cannot find 'ProfileCard' in scope")]).isEmpty)
    #expect(
      Self.notes([
        Self.error(
          "cannot convert value of type 'Int' to expected argument type 'String'", source: "Text(count)")
      ]).isEmpty)
  }

  @Test func aSwiftUICallOfAnotherShapeIsSaidInSwiftUIsTerms() {
    let notes = Self.notes([
      Self.error(
        "missing argument label 'value:' in call", source: #"    NavigationLink("Next") { Detail() }"#)
    ])
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("`NavigationLink` called this way may be an initialiser of") == true)
    #expect(notes.first?.contains("nearest supported: none") == false)
  }

  /// Issue 35, item 4: a missing environment key, a missing overload, and no "nearest
  /// supported: none" where the runtime has other initialisers of the type.
  @Test func aMissingEnvironmentValueIsNamedAsOne() {
    let line = #"  @Environment(\.scenePhase) var scenePhase"#
    let notes = Self.notes([
      Self.error("no exact matches in call to initializer", column: 4, source: line),
      Self.error(
        "cannot infer key path type from context; consider explicitly specifying a root type", source: line),
    ])
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("`\\.scenePhase` is an environment value this runtime does not model yet")
        == true)
    let written = Self.notes([
      Self.error(
        "value of type 'EnvironmentValues' has no member 'locale'",
        source: #"Text("b").environment(\.locale, Locale(identifier: "fr"))"#)
    ])
    #expect(written.first?.hasPrefix("`\\.locale` is an environment value") == true)
  }

  @Test func aMissingFormOfAModifierNamesTheModifierNotATypeOnTheLine() {
    let line = "    Text(\"a\").searchable(text: $text, isPresented: $on)"
    let notes = Self.notes([Self.error("extra argument 'isPresented' in call", column: 52, source: line)])
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("`.searchable(text:isPresented:)` may be a form of `.searchable`") == true)
    #expect(notes.first?.contains("`Text`") == false)
  }

  @Test func aBindingGivenToAModifierMayBeAMissingOverloadNotTheLearnersMistake() {
    let notes = Self.notes([
      Self.error(
        "cannot convert value of type 'Binding<Int>' to expected argument type 'Int'", column: 20,
        source: "    List { }.badge($count)")
    ])
    #expect(notes.first?.hasPrefix("`.badge(_:)` may be a form of `.badge`") == true)
    #expect(notes.first?.contains("not your binding") == true)
    // A binding given to a SwiftUI type's initialiser is as wrong in SwiftUI: no note.
    #expect(
      Self.notes([
        Self.error(
          "cannot convert value of type 'Binding<String>' to expected argument type 'String'", column: 10,
          source: "    Text($name)")
      ]).isEmpty)
  }

  @Test func anInitialiserOfAnotherShapeNamesItsLabelsAndNoNearestNone() {
    let line = "    Stepper(\"Cups\", value: $count, step: 1, format: .number)"
    let notes = Self.notes([Self.error("extra argument 'format' in call", column: 54, source: line)])
    #expect(
      notes.first?.hasPrefix("`Stepper(_:value:step:format:)` may be an initialiser of `Stepper`") == true)
    #expect(notes.first?.contains("other initialisers of `Stepper`") == true)
    #expect(notes.allSatisfy { !$0.contains("nearest supported: none") })
  }

  @Test func swiftSixConcurrencyErrorsOfferTheSwiftFiveMode() {
    let concurrency = Self.error("capture of 'self' with non-Sendable type 'Store' in a '@Sendable' closure")
    #expect(Self.notes([concurrency]).contains { $0.contains("--swift-version 5") })
    #expect(!Self.notes([concurrency], swiftVersion: "5").contains { $0.contains("--swift-version 5") })
    #expect(!Self.notes([Self.error("cannot find 'x' in scope")]).contains { $0.contains("--swift-version") })
  }

  /// The shape of a compiler crash on this toolchain (a stack dump with the requests it was evaluating).
  @Test func aCompilerCrashIsSummarisedByWhereItStopped() throws {
    let output = """
      swift-frontend: /home/build-user/swift/lib/Sema/CSApply.cpp:9000: Assertion `!type->hasError()' failed.
      Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
      Stack dump:
      0.	Program arguments: /opt/swift/usr/bin/swift-frontend -frontend -c /tmp/lessons-check-play-1/Order.swift
      1.	Swift version 6.3.1 (swift-6.3.1-RELEASE)
      2.	Compiling with effective version 6
      3.	While evaluating request TypeCheckSourceFileRequest(source_file "/tmp/lessons-check-play-1/Order.swift")
      4.	While type-checking 'Order' (at /tmp/lessons-check-play-1/Order.swift:5:1)
      error: compile command failed due to signal 6 (use -v to see invocation)
      """
    let crash: String? = CompileAdvice.compilerCrash(in: output)
    #expect(crash != nil)
    #expect(crash?.contains("compiler itself crashed") == true)
    #expect(crash?.contains("type-checking 'Order' (at Order.swift:5:1)") == true, "\(crash ?? "")")
    #expect(crash?.contains("Assertion `!type->hasError()' failed") == true)
    #expect(!(crash ?? "").contains("/tmp/"))
    #expect(CompileAdvice.compilerCrash(in: "Mine.swift:3:5: error: cannot find 'x' in scope") == nil)
  }
}
