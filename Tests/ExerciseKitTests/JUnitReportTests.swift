import Foundation
import Testing

@testable import ExerciseKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check --all --junit FILE`, held to the JUnit XML structure CI systems read
/// (testsuites › testsuite › testcase › failure | error | skipped).
@Suite struct JUnitReportTests {
  static func results() -> [ExerciseResult] {
    var failed = ExerciseResult(
      id: "draft-title", status: .failed,
      checks: [
        CheckResult(name: "the field shows the title", passed: true),
        CheckResult(
          name: "the field follows an undo <&>", passed: false,
          message: "the Title field: expected \"Draft\", got \"Final\"",
          log: ["NotesEditor: @self changed.", "└ pass 3: 2 bodies evaluated"]),
      ], seconds: 0.5)
    failed.output = "printed \\e[2J"
    var crashed = ExerciseResult(
      id: "load-phase", status: .crashed,
      checks: [
        CheckResult(name: "one", passed: true), CheckResult(name: "two", outcome: .crashed),
        CheckResult(name: "three", outcome: .notRun),
      ], seconds: 0.25)
    crashed.crashMessage = "Fatal error: boom"
    var broken = ExerciseResult(id: "sorted-copy", status: .compileError, seconds: 0.125)
    broken.diagnostics = [
      Diagnostic(
        origin: .learnerFile, file: "Lessons/12-sorted-copy/exercise/Leaderboard.swift", line: 3, column: 7,
        severity: "error", message: "cannot find 'scores' in scope")
    ]
    return [failed, crashed, broken, ExerciseResult(id: "plain-model", status: .passed, seconds: 0.1)]
  }

  static func parse(_ text: String) throws -> XMLElement {
    let document = try XMLDocument(data: Data(text.utf8))
    return try #require(document.rootElement())
  }

  static func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attribute(forName: name)?.stringValue
  }

  static func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
    element.elements(forName: name)
  }

  @Test func theDocumentHasTheJUnitStructure() throws {
    let root = try Self.parse(JUnitReport(Self.results()).text())
    #expect(root.name == "testsuites")
    let suites = Self.children(root, "testsuite")
    #expect(
      suites.map { Self.attribute($0, "name") } == [
        "draft-title", "load-phase", "sorted-copy", "plain-model",
      ])
    // Every element is one JUnit readers know.
    let known: Set<String> = [
      "testsuites", "testsuite", "properties", "property", "testcase", "failure", "error", "skipped",
      "system-out",
    ]
    var queue: [XMLElement] = [root]
    while let element = queue.popLast() {
      #expect(known.contains(element.name ?? ""), "\(element.name ?? "?")")
      queue += element.children?.compactMap { $0 as? XMLElement } ?? []
    }
    // Counts agree with the cases, suite by suite and in total.
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
    for suite in suites {
      let cases = Self.children(suite, "testcase")
      let failures = cases.filter { !Self.children($0, "failure").isEmpty }.count
      let errors = cases.filter { !Self.children($0, "error").isEmpty }.count
      let skipped = cases.filter { !Self.children($0, "skipped").isEmpty }.count
      #expect(Self.attribute(suite, "tests") == String(cases.count))
      #expect(Self.attribute(suite, "failures") == String(failures))
      #expect(Self.attribute(suite, "errors") == String(errors))
      #expect(Self.attribute(suite, "skipped") == String(skipped))
      #expect(Double(Self.attribute(suite, "time") ?? "") != nil)
      for testCase in cases {
        #expect(Self.attribute(testCase, "classname") == Self.attribute(suite, "name"))
        #expect(Self.attribute(testCase, "name")?.isEmpty == false)
      }
      totals.tests += cases.count
      totals.failures += failures
      totals.errors += errors
      totals.skipped += skipped
    }
    #expect(Self.attribute(root, "tests") == String(totals.tests))
    #expect(Self.attribute(root, "failures") == String(totals.failures))
    #expect(Self.attribute(root, "errors") == String(totals.errors))
    #expect(Self.attribute(root, "skipped") == String(totals.skipped))
    #expect((totals.tests, totals.failures, totals.errors, totals.skipped) == (7, 2, 1, 1))
  }

  @Test func aFailureCarriesItsMessageAndLog() throws {
    let root = try Self.parse(JUnitReport(Self.results()).text())
    let suite = try #require(Self.children(root, "testsuite").first)
    let failing = try #require(
      Self.children(suite, "testcase").first { Self.attribute($0, "name") == "the field follows an undo <&>" }
    )
    let failure = try #require(Self.children(failing, "failure").first)
    #expect(Self.attribute(failure, "message") == "the Title field: expected \"Draft\", got \"Final\"")
    #expect(
      failure.stringValue?.contains("NotesEditor: @self changed.\n└ pass 3: 2 bodies evaluated") == true)
    #expect(Self.children(suite, "system-out").first?.stringValue == "printed \\e[2J")
  }

  @Test func aCompileErrorIsOneFailingCaseWithTheDiagnostics() throws {
    let root = try Self.parse(JUnitReport(Self.results()).text())
    let suite = Self.children(root, "testsuite")[2]
    let cases = Self.children(suite, "testcase")
    #expect(cases.count == 1)
    #expect(
      Self.children(cases[0], "failure").first?.stringValue?.contains(
        "Leaderboard.swift:3:7: error: cannot find")
        == true)
  }

  @Test func controlCharactersDoNotBreakTheDocument() throws {
    var result = ExerciseResult(
      id: "x", status: .failed, checks: [CheckResult(name: "n\u{1}", passed: false, message: "a\u{0}b")])
    result.output = "\u{7}"
    let root = try Self.parse(JUnitReport([result]).text())
    #expect(Self.children(root, "testsuite").count == 1)
  }
}
