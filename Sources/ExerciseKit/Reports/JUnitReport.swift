import Foundation

/// `check --all --junit FILE`: the results as JUnit XML, the format CI systems and
/// classroom autograders read.
///
/// One `<testsuite>` per exercise (`name` is its id), one `<testcase>` per check
/// (`classname` the exercise id, `name` the check). A failed check has a `<failure>`
/// with its message as `message` and the message and invalidation log as text; a check
/// cut short by a crash or timeout has an `<error>`; one that never ran is `<skipped>`.
/// An exercise with no checks to report (a compile error, edited checks) gets one
/// test case named after its status, with the diagnostics as its failure.
///
/// ```xml
/// <testsuites name="lessons check" tests="4" failures="1" errors="0" skipped="0" time="0.712">
///   <testsuite name="draft-title" tests="4" failures="1" errors="0" skipped="0" time="0.712">
///     <testcase classname="draft-title" name="the field follows an undo" time="0">
///       <failure message="the Title field …: expected &quot;Draft&quot;, got &quot;Final&quot;" type="failed">…</failure>
///     </testcase>
/// ```
package struct JUnitReport: Sendable {
  /// The results, one suite each.
  package var results: [ExerciseResult]

  /// A report of these results.
  package init(_ results: [ExerciseResult]) {
    self.results = results
  }

  private struct Case {
    var name: String
    var kind: String?  // failure, error, skipped
    var message: String
    var body: String
  }

  private func cases(of result: ExerciseResult) -> [Case] {
    if result.checks.isEmpty {
      let body =
        result.diagnostics.map { "\($0.file):\($0.line):\($0.column): \($0.severity): \($0.message)" }
        + result.tamperedFiles.map { "edited or missing: \($0)" } + result.notes
      let kind: String? = result.status.isPass ? nil : "failure"
      return [
        Case(
          name: result.status.rawValue, kind: kind, message: body.first ?? result.status.rawValue,
          body: body.joined(separator: "\n"))
      ]
    }
    return result.checks.map { check in
      switch check.outcome {
      case .passed: return Case(name: check.name, kind: nil, message: "", body: "")
      case .failed:
        return Case(
          name: check.name, kind: "failure", message: check.message,
          body: ([check.message] + check.log).joined(separator: "\n"))
      case .crashed, .timedOut:
        let message =
          check.outcome == .timedOut
          ? "the time limit passed during this check"
          : "the program stopped during this check: \(result.crashMessage ?? "no message")"
        return Case(name: check.name, kind: "error", message: message, body: message + "\n" + result.output)
      case .notRun:
        return Case(
          name: check.name, kind: "skipped", message: "not run: an earlier check crashed or timed out",
          body: "")
      }
    }
  }

  /// The XML document.
  package func text() -> String {
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0, time: 0.0)
    for result in results {
      let cases = cases(of: result)
      let failures = cases.filter { $0.kind == "failure" }.count
      let errors = cases.filter { $0.kind == "error" }.count
      let skipped = cases.filter { $0.kind == "skipped" }.count
      totals.tests += cases.count
      totals.failures += failures
      totals.errors += errors
      totals.skipped += skipped
      totals.time += result.seconds
      var lines = [
        "  <testsuite name=\"\(Self.escape(result.id))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
          + "errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(Self.seconds(result.seconds))\">"
      ]
      lines.append("    <properties>")
      lines.append("      <property name=\"status\" value=\"\(Self.escape(result.status.rawValue))\"/>")
      lines.append("    </properties>")
      for testCase in cases {
        let open =
          "    <testcase classname=\"\(Self.escape(result.id))\" name=\"\(Self.escape(testCase.name))\" time=\"0\""
        guard let kind = testCase.kind else {
          lines.append(open + "/>")
          continue
        }
        lines.append(open + ">")
        if kind == "skipped" {
          lines.append("      <skipped message=\"\(Self.escape(testCase.message))\"/>")
        } else {
          lines.append(
            "      <\(kind) message=\"\(Self.escape(testCase.message))\" type=\"\(result.status.rawValue)\">"
              + Self.escape(testCase.body) + "</\(kind)>")
        }
        lines.append("    </testcase>")
      }
      if !result.output.isEmpty {
        lines.append("    <system-out>\(Self.escape(result.output))</system-out>")
      }
      lines.append("  </testsuite>")
      suites.append(lines.joined(separator: "\n"))
    }
    let head =
      "<testsuites name=\"lessons check\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
      + "errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\" time=\"\(Self.seconds(totals.time))\">"
    return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", head] + suites + ["</testsuites>", ""])
      .joined(separator: "\n")
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// Text safe inside an attribute or element: markup escaped, and characters XML 1.0
  /// cannot hold at all (most control characters) written as `\u{…}`.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
