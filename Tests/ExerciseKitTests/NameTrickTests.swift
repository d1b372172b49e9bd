import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// Learner code that tries to pass by name tricks instead of by fixing the bug: each
/// must end `failed` or `compile-error`, never `passed` (issue 10, item 1).
@Suite(.serialized) struct NameTrickTests {
  /// Checks that drive the runtime and the harness's helpers by name.
  static let checks = """
    // Uses from your file: Probe, answer.
    import StateRuntime

    @MainActor func exerciseChecks() -> [Check] {
      [
        Check("the field shows 42") {
          let host = ViewHost(Probe())
          try expectEqual(host.element("Answer")?.value, "42", "the Answer field", log: host.events)
        },
        Check("the answer is 42") {
          try expect(answer() == 42, "answer() should be 42")
        },
      ]
    }
    """

  /// A wrong answer on both counts: only a trick could make it pass.
  static let wrong = """
    import StateRuntime
    #if canImport(Glibc)
      import Glibc
    #endif
    import Foundation

    struct Probe: View {
      @State private var text = "41"
      var body: some View { TextField("Answer", text: $text) }
    }

    """

  /// Checks `learner` as an exercise of its own name, then proves that no check
  /// program of it is left running.
  static func check(_ learner: String) async throws -> ExerciseResult {
    let id = "trick-\(UInt32.random(in: 0...UInt32.max))"
    let project = try TestProject(exercises: [id: [".starter/Answer.swift": learner, "Checks.swift": checks]])
    defer { project.remove() }
    var options = CheckOptions(timeout: 20)
    options.recordsProgress = false
    let result = try await project.workbench.checkOffThePool(id, options: options)
    #expect(ProcessTable.survivors(containing: "lessons-check-\(id)-").isEmpty)
    return result
  }

  static let honestAnswer = "func answer() -> Int { 41 }\n"

  @Test func theWrongAnswerFailsAndTheRightOnePasses() async throws {
    #expect(try await Self.check(Self.wrong + Self.honestAnswer).status == .failed)
    let right =
      Self.wrong.replacingOccurrences(of: "\"41\"", with: "\"42\"") + "func answer() -> Int { 42 }\n"
    #expect(try await Self.check(right).status == .passed)
  }

  /// Top-level names the checks and the harness use, declared again in the learner's file.
  static let shadows: [(String, String)] = [
    (
      "expectEqual",
      """
      @MainActor func expectEqual<Value>(_ actual: Value, _ expected: Value, _ subject: String, log: [RuntimeEvent] = []) throws {}
      @MainActor func expectEqual(_ actual: String?, _ expected: String, _ subject: String, log: [RuntimeEvent]) throws {}
      """
    ),
    (
      "expect",
      """
      @MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [String] = []) throws {}
      @MainActor func expect(_ condition: Bool, _ message: String) throws {}
      """
    ),
    (
      "Check",
      "struct Check { init(_ name: String, _ body: @escaping @MainActor () async throws -> Void) {} }"
    ),
    (
      "ViewHost",
      """
      struct Shown { var value: String? = "42" }
      @MainActor final class ViewHost<Root> {
        init(_ root: Root) {}
        var events: [RuntimeEvent] { [] }
        func element(_ label: String) -> Shown? { Shown() }
      }
      """
    ),
    ("exerciseChecks", "@MainActor func exerciseChecks() -> [Int] { [] }"),
    (
      "CheckHarness",
      """
      enum CheckHarness {
        static func openChannel() -> Int { 0 }
        static func run(_ checks: Any, channel: Any) async { exit(0) }
      }
      """
    ),
    (
      "operators",
      """
      func == (lhs: String?, rhs: String?) -> Bool { true }
      func == (lhs: Int, rhs: Int) -> Bool { true }
      """
    ),
  ]

  @Test(arguments: shadows)
  func aShadowedNameIsNotWhatTheChecksCall(_ name: String, _ declarations: String) async throws {
    let result = try await Self.check(Self.wrong + Self.honestAnswer + declarations + "\n")
    // Not even a compile error: the learner's declarations are simply not what the checks see.
    #expect(result.status == .failed, "\(name): \(result.status) \(result.diagnostics.map(\.message))")
    #expect(result.checks.map(\.outcome) == [.failed, .failed], "\(name)")
  }

  /// Members added to the types the checks call: refused before the checks compile.
  static let extensions: [(String, String)] = [
    (
      "a constrained ViewHost.element",
      """
      extension ViewHost where Root == Probe {
        func element(_ label: String) -> Element? { nil }
      }
      """
    ),
    (
      "an Optional == for strings",
      """
      extension Optional where Wrapped == String {
        static func == (lhs: Self, rhs: Self) -> Bool { true }
      }
      """
    ),
    (
      "a retroactive conformance",
      "extension Element: @retroactive CustomStringConvertible { public var description: String { \"\" } }"
    ),
    ("a protocol default", "extension View { func element(_ label: String) -> Element? { nil } }"),
  ]

  @Test(arguments: extensions)
  func anExtensionOfAForeignTypeIsACompileError(_ name: String, _ declarations: String) async throws {
    let result = try await Self.check(Self.wrong + Self.honestAnswer + declarations + "\n")
    #expect(result.status == .compileError, "\(name): \(result.status)")
    #expect(
      result.diagnostics.contains {
        $0.origin == .learnerFile && $0.message.contains("may extend only its own types")
      },
      "\(name): \(result.diagnostics.map(\.message))")
  }

  @Test func extendingEnvironmentValuesIsAllowed() async throws {
    let learner =
      Self.wrong + Self.honestAnswer + """
        private struct ThemeKey: EnvironmentKey { static let defaultValue = "light" }
        extension EnvironmentValues {
          var theme: String {
            get { self[ThemeKey.self] }
            set { self[ThemeKey.self] = newValue }
          }
        }

        """
    #expect(try await Self.check(learner).status == .failed)
  }

  /// Attributes that run or bind code outside the checks' sight.
  static let escapes: [(String, String)] = [
    ("@section", "@section(\".init_array\") @used let early: @convention(c) () -> Void = { }"),
    (
      "@_cdecl",
      "@_cdecl(\"write\") func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { count }"
    ),
    (
      "@_silgen_name",
      "@_silgen_name(\"$s14ExerciseChecks7channelAA12CheckHarnessO7ChannelVvau\") func stolen() -> UnsafeRawPointer"
    ),
  ]

  @Test(arguments: escapes)
  func codeOutsideTheChecksSightIsRefused(_ attribute: String, _ declaration: String) async throws {
    let result = try await Self.check(Self.wrong + Self.honestAnswer + declaration + "\n")
    #expect(result.status == .compileError)
    #expect(result.diagnostics.contains { $0.message.contains(attribute) && $0.line > 0 })
  }

  @Test func anAttributeInACommentOrStringIsNotRefused() {
    let source = "// @_cdecl is not here\nlet s = \"@section\"\n/* @used */ let t = #\"@_silgen_name\"#\n"
    #expect(SourceRestrictions.findings(in: source).isEmpty)
    #expect(SourceRestrictions.findings(in: "@_cdecl(\"f\") func f() {}").map(\.line) == [1])
  }

  @Test func textThatImitatesTheHarnessIsShownEscapedAndChangesNothing() async throws {
    let learner =
      Self.wrong + """
        func answer() -> Int {
          print("probe  ✓ passed  (2 of 2 checks pass, 0.1 s)")
          print("\\u{1B}[1A\\u{1B}[2K  ✓ the answer is 42")
          let fake = #"{"version":\(HarnessMessage.currentVersion),"nonce":"guess","event":{"runEnded":{}}}"# + "\\n"
          _ = write(3, fake, fake.utf8.count)
          return 41
        }

        """
    let result = try await Self.check(learner)
    #expect(result.status == .failed)
    #expect(result.output.contains("\\e[1A\\e[2K"))
    #expect(!result.output.contains("\u{1B}"))
  }

  /// Reads everything a forger could hope holds the secret, writes forged results with
  /// every long token found and exits cleanly.
  static let forger = """
    func answer() -> Int {
      var texts: [String] = []
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
      for file in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
        if let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) { texts.append(text) }
      }
      // The environment and arguments the program was started with, as the kernel keeps
      // them: Linux's /proc files; on macOS the same block through sysctl KERN_PROCARGS2.
      for file in ["/proc/self/environ", "/proc/self/cmdline"] {
        if let data = FileManager.default.contents(atPath: file) { texts.append(String(decoding: data, as: UTF8.self)) }
      }
      #if canImport(Darwin)
        var request: [Int32] = [CTL_KERN, KERN_PROCARGS2, getpid()]
        var size = 0
        if sysctl(&request, 3, nil, &size, nil, 0) == 0 {
          var block = [UInt8](repeating: 0, count: size)
          if sysctl(&request, 3, &block, &size, nil, 0) == 0 {
            texts.append(String(decoding: block.prefix(size).map { $0 == 0 ? 32 : $0 }, as: UTF8.self))
          }
        }
      #endif
      texts.append(CommandLine.arguments.joined(separator: " "))
      for descriptor in Int32(4)...Int32(9) {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &buffer, 512)
        if count > 0 { texts.append(String(decoding: buffer[0..<count], as: UTF8.self)) }
      }
      let tokens = Set(texts.flatMap { $0.split { !$0.isLetter && !$0.isNumber } }.map(String.init).filter { $0.count >= 12 })
      for token in tokens {
        for name in ["the field shows 42", "the answer is 42"] {
          let line = FORGED_RESULT + "\\n"
          _ = write(3, line, line.utf8.count)
        }
        let end = #"{"version":\(HarnessMessage.currentVersion),"nonce":"\\#(token)","event":{"runEnded":{}}}"# + "\\n"
        _ = write(3, end, end.utf8.count)
      }
      exit(0)
    }

    """
  /// A passing result in the current protocol's shape, as Swift source with `token` and `name` to fill in.
  static let forgedResult =
    ##"#"{"version":\##(HarnessMessage.currentVersion),"nonce":"\#(token)","event":{"checkFinished":{"name":"\#(name)","passed":true,"message":"","log":{"entries":{"lines":{"_0":[]}},"earlierEntriesDropped":0}}}}"#"##

  /// A forked copy of the program reports the checks a second time (with the real
  /// secret, which it inherited): the run is untrusted, never passed.
  @Test func aCheckReportedTwiceIsNotAPass() async throws {
    let learner =
      Self.wrong.replacingOccurrences(of: "\"41\"", with: "\"42\"") + """
        func answer() -> Int {
          // The copy gives the right answer and carries on through the harness; the original does not.
          #if os(Linux)
            return fork() == 0 ? 42 : 41
          #else
            // Swift marks fork() unavailable on Darwin: looked up by name there (an object
            // that imports dlsym is refused where llvm-objdump inspects it, which also ends
            // the trick, as a compile error).
            typealias Fork = @convention(c) () -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "fork") else { return 41 }
            return unsafeBitCast(symbol, to: Fork.self)() == 0 ? 42 : 41
          #endif
        }

        """
    let result = try await Self.check(learner)
    #expect(result.status == .failed, "\(result.status)")
    #expect(result.checks.contains { !$0.passed })
  }

  @Test func theSecretIsNowhereTheProgramCanReadSoForgedResultsAreIgnored() async throws {
    // The forged line is a well-formed message: with the right nonce it would count.
    let sample = String(Self.forgedResult.dropFirst(2).dropLast(2))
      .replacingOccurrences(of: ##"\#(token)"##, with: "abc")
      .replacingOccurrences(of: ##"\#(name)"##, with: "n")
    #expect(
      try JSONDecoder().decode(HarnessMessage.self, from: Data(sample.utf8))
        == HarnessMessage(
          nonce: "abc", event: .checkFinished(name: "n", passed: true, message: "", log: .empty)))
    #expect(HarnessReport(channel: sample, nonce: "abc", expected: ["n"]).results.map(\.outcome) == [.passed])
    let learner = Self.wrong + Self.forger.replacingOccurrences(of: "FORGED_RESULT", with: Self.forgedResult)
    let result = try await Self.check(learner)
    #expect(result.status == .crashed, "\(result.status) \(result.diagnostics.map(\.message))")
    #expect(result.checks.allSatisfy { !$0.passed })
  }
}
