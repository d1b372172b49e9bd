import Foundation
import Testing

@testable import ExerciseKit

/// Compile failures said in SwiftUI's terms (issue 19, items 2 and 4).
@Suite struct CompileAdviceTests {
  static func error(_ message: String, line: Int = 3, source: String? = nil) -> Diagnostic {
    Diagnostic(
      origin: .learnerFile, file: "Mine.swift", line: line, column: 5, severity: "error", message: message,
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
    #expect(notes.first?.hasPrefix("`NavigationLink` called this way may be SwiftUI API") == true)
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
