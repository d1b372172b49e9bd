import Foundation
import Testing

/// `lessons play FILE --do/--script [--json]` as a script or CI runs it: output and exit status.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayBinaryTests {
  static let counter = """
    import SwiftUI

    struct CountLabel: View {
      let count: Int
      var body: some View { Text("Count: \\(count)") }
    }

    struct Counter: View {
      @State private var count = 0
      var body: some View {
        VStack {
          CountLabel(count: count)
          Button("Add") { count += 1 }
        }
      }
    }

    """

  struct JSONRun: Decodable {
    struct Step: Decodable {
      var command: String
      var changes: [String]
      var tree: String
      var error: String?
    }
    var root: String
    var status: String
    var steps: [Step]
  }

  /// Writes `files` into a fresh folder and plays them there (``PlayFolder``).
  static func play(_ arguments: [String], files: [String: String]) throws -> LessonsBinary.Result {
    try PlayFolder.play(arguments, files: files)
  }

  @Test func aScriptWithExpectationsThatHoldExitsZeroAndPrintsEachLog() throws {
    let script = """
      # the label follows the button
      tap Add
      expect "Count: 1" "Count: 1"
      expect-runs CountLabel 1
      expect-runs Counter 1
      """
    let result = try Self.play(
      ["@/Counter.swift", "--script", "@/demo.play", "--json"],
      files: ["Counter.swift": Self.counter, "demo.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let run = try JSONDecoder().decode(JSONRun.self, from: Data(result.standardOutput.utf8))
    #expect(run.root == "Counter")
    #expect(run.status == "ok")
    // Required, not expected: the steps are read by index below, and a run that stopped
    // early must fail this test, not trap the whole test process.
    try #require(
      run.steps.map(\.command) == [
        "mount", "tap Add", "expect \"Count: 1\" \"Count: 1\"", "expect-runs CountLabel 1",
        "expect-runs Counter 1",
      ])
    #expect(
      run.steps[0].changes == ["Counter: @self, @identity, _count changed.", "CountLabel: @self changed."])
    #expect(run.steps[1].changes == ["Counter: _count changed.", "CountLabel: @self changed."])
    #expect(run.steps[1].tree.contains("Text \"Count: 1\""))
    #expect(run.steps.allSatisfy { $0.error == nil })
  }

  /// `inc LABEL N`, `expect-disabled`, `expect-absent` and `expect-warning` in a script (issue 19, item 5).
  @Test func scriptsStepByCountsAndExpectDisabledAbsentAndWarnings() throws {
    let order = """
      import SwiftUI

      struct Order: View {
        @State private var quantity = 1
        @State private var renders = 0
        var body: some View {
          VStack {
            Stepper("Quantity \\(quantity)", value: $quantity, in: 1...9)
            Button("Order") {}
              .disabled(quantity > 3)
            Button("Render") { renders += 1 }
            if renders > 0 { Text(bump()) }
          }
        }
        func bump() -> String {
          renders = 0
          return "bumped"
        }
      }

      """
    let holds = """
      inc Quantity 3
      expect Quantity 4
      expect-disabled Order
      expect-absent "Check out"
      tap Render
      expect-warning "Modifying state during view update"
      """
    let result = try Self.play(
      ["@/Order.swift", "--script", "@/order.play", "--json"],
      files: ["Order.swift": order, "order.play": holds])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let run = try JSONDecoder().decode(JSONRun.self, from: Data(result.standardOutput.utf8))
    #expect(run.steps.map(\.command).prefix(4) == ["mount", "inc Quantity", "inc Quantity", "inc Quantity"])

    let fails = "expect-disabled Quantity\nexpect-absent Order\nexpect-warning \"never raised\"\n"
    let failed = try Self.play(
      ["@/Order.swift", "--script", "@/order.play", "--json"],
      files: ["Order.swift": order, "order.play": fails])
    #expect(failed.status == 1)
    let failures = try JSONDecoder().decode(JSONRun.self, from: Data(failed.standardOutput.utf8)).steps
      .compactMap(\.error)
    #expect(failures.count == 3, "\(failures)")
    #expect(failures.first?.contains("is enabled, not disabled") == true)
    #expect(failures.dropFirst().first?.contains("is on screen") == true)
    #expect(failures.last?.contains("raised no runtime issue") == true)
  }

  /// What the played code prints shows in the step that printed it, and `expect-output` reads it.
  @Test func printedOutputShowsInItsStepAndCanBeExpected() throws {
    let printer = """
      import SwiftUI

      struct Printer: View {
        @State private var count = 0
        var body: some View {
          let _ = print("body with \\(count)")
          Button("Save") {
            print("saving \\(count)")
            count += 1
          }
        }
      }

      """
    let script = "tap Save\nexpect-output \"saving 0\"\nexpect-output \"saving 7\"\n"
    let result = try Self.play(
      ["@/Printer.swift", "--script", "@/p.play"], files: ["Printer.swift": printer, "p.play": script])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let tap = try #require(lines.firstIndex(of: "▸ tap Save"))
    #expect(lines[..<tap].contains("   printed: body with 0"))
    #expect(Array(lines[tap...].prefix(6)).contains("   printed: saving 0"))
    #expect(Array(lines[tap...].prefix(6)).contains("   printed: body with 1"))
    #expect(result.standardOutput.contains("▸ expect-output \"saving 0\"   ✓ holds"))
    #expect(
      result.standardOutput.contains(
        "printed \"saving 0 ⏎ body with 1\", which does not contain \"saving 7\""))
  }

  /// A file whose state starts with a random stamp, a counter, and a button that crashes.
  static func stamped(random: Bool) -> String {
    let seed = random ? "UUID().uuidString.prefix(8)" : "\"fixed\""
    return """
      import SwiftUI
      struct Stamp: View {
        @State private var stamp = String(\(seed))
        @State private var count = 0
        var body: some View {
          VStack {
            Text("Stamp \\(stamp) count \\(count)")
            Button("Add") { count += 1 }
            Button("Boom") { fatalError("boom in an action") }
          }
        }
      }

      """
  }

  /// Runs the shell through a pipe on `Stamp.swift` with these lines after `play`.
  static func shell(_ file: String, lines: [String]) throws -> LessonsBinary.Result {
    let folder = try PlayFolder()
    defer { folder.remove() }
    try folder.write(["Stamp.swift": file])
    let url = folder.folder.appendingPathComponent("Stamp.swift")
    let input = (["play \(url.path)"] + lines).joined(separator: "\n") + "\n"
    return try LessonsBinary.run([], input: input, environment: folder.environment)
  }

  /// In the shell the program keeps running between commands: a `UUID()` made at mount
  /// is still the same after two taps.
  @Test func theAppKeepsItsStateBetweenCommands() throws {
    let result = try Self.shell(Self.stamped(random: true), lines: ["tap Add", "tap Add", "tree"])
    let created = try #require(
      result.standardOutput.firstMatch(of: /_stamp created = "([0-9A-F]{8})"/)?.output.1,
      "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("Text \"Stamp \(created) count 2\""), "\(result.standardOutput)")
    #expect(!result.standardError.contains("different screen"))
  }

  /// A crash ends that program; a new one replays the actions before it, so the app keeps
  /// its state. A file that is not the same from run to run is told why the screen moved.
  @Test(arguments: [true, false])
  func aCrashRestartsTheAppAtTheStateBeforeIt(random: Bool) throws {
    let result = try Self.shell(
      Self.stamped(random: random), lines: ["tap Add", "tap Add", "tap Boom", "tree", "tap Add", "tree"])
    let errors = result.standardError
    #expect(errors.contains("boom in an action"), "\(errors)")
    #expect(errors.contains("it was started again and the 2 actions before it replayed"), "\(errors)")
    #expect(result.standardOutput.contains(" count 2\""), "\(result.standardOutput)")
    #expect(result.standardOutput.contains(" count 3\""), "\(result.standardOutput)")
    let notes = errors.components(separatedBy: "drew a different screen").count - 1
    #expect(notes == (random ? 1 : 0), "\(errors)")
  }

  @Test func aFailedExpectationIsReportedAndExitsOne() throws {
    let result = try Self.play(
      ["@/Counter.swift", "--do", "tap Add", "--do", "expect-runs CountLabel 0"],
      files: ["Counter.swift": Self.counter])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains("▸ expect-runs CountLabel 0   ✗ failed"), "\(result.standardError)")
    #expect(result.standardOutput.contains("CountLabel's body ran 1 time during the last command, not 0"))
    #expect(result.standardOutput.contains("1 of 2 commands failed."))
  }

  @Test func aCompileErrorExitsOneAtTheFilesLine() throws {
    let broken = Self.counter.replacingOccurrences(of: "count += 1", with: "count += one")
    let result = try Self.play(
      ["@/Counter.swift", "--do", "tree", "--json"], files: ["Counter.swift": broken])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("\"status\" : \"compile-error\""), "\(result.standardError)")
    #expect(result.standardOutput.contains("Counter.swift"))
    #expect(result.standardOutput.contains("\"line\" : 13"))
  }

  @Test(arguments: [
    (["@/Counter.swift", "--do", "tapp Add"], "'tapp' is not a play command. Did you mean 'tap'?"),
    (["@/Missing.swift", "--do", "tree"], "There is no file"),
    (["@/Two.swift", "--do", "tree"], "Say which to mount with --root"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let two =
      "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"
      + "struct B: View { var body: some View { Text(\"b\") } }\n"
    let result = try Self.play(arguments, files: ["Counter.swift": Self.counter, "Two.swift": two])
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }
}
