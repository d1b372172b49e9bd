import TestSupport
import Testing

@testable import LessonsShell

/// Random lines, seeded so every run is the same: the parser and the loop must never die.
@MainActor
struct FuzzTests {
  static let vocabulary =
    [
      "list", "ls", "show", "run", "open", "code", "check", "watch", "hint", "restore", "solution",
      "quiz", "progress", "help", "tap", "type", "toggle", "inc", "dec", "event", "tree", "log",
      "counts", "broken", "fixed",
      "--fixed", "--step", "--all", "--json", "--timeout", "--count", "--list", "--interview",
      "--force", "--help", "-h", "--version", "--no-color", "--", "-", "--timeout=2", "--count=-1",
      "\"", "'", "\\", "#", "\"two words\"", "'x'", "é", "日本", "👍", "=", "Save", "Buy now",
    ] + CourseLessonFolder.ids().prefix(4)  // the course's first lessons, found in Lessons/

  private static func randomLine(using generator: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...7, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        bytes.append(UInt8.random(in: 0...255, using: &generator))
      case 1:
        bytes.append(UInt8.random(in: 0...31, using: &generator))
      case 2 where Int.random(in: 0..<20, using: &generator) == 0:
        bytes += [UInt8](repeating: 0x61, count: Int.random(in: 4000...6000, using: &generator))
      default:
        bytes += Array(vocabulary.randomElement(using: &generator)!.utf8)
      }
      bytes += Array([" ", "  ", "\t", ""].randomElement(using: &generator)!.utf8)
    }
    // The loop reads one line at a time; a raw newline would just start the next one.
    return bytes.filter { $0 != 0x0A }
  }

  @Test func parserAnswersEveryLineWithACommandOrAnError() throws {
    var generator = SeededGenerator(seed: 0x5EED_1E55_0A5)
    let shell = TestShell(scenario: FakeScenario())
    let renderer = ShellErrorRenderer(registry: .standard, catalog: shell.context.catalog, mode: .script)
    for _ in 0..<3000 {
      let bytes = Self.randomLine(using: &generator)
      do {
        let text = try InputLineDecoder.decode(bytes)
        _ = try CommandLineParser(context: shell.context).parse(ShellError.words(of: text))
      } catch {
        let lines = renderer.render(error)
        #expect(lines.first?.hasPrefix("Error: ") == true)
        #expect(error.exitCode == .usageError)
      }
    }
  }

  @Test func loopSurvivesEveryLineAndReachesTheEnd() async {
    var generator = SeededGenerator(seed: 42)
    var script: [UInt8] = []
    for _ in 0..<1500 {
      script += Self.randomLine(using: &generator) + [0x0A]
    }
    let shell = TestShell(scenario: FakeScenario())
    let reader = StreamLineReader(bytes: script)
    let status = await ShellLoop(context: shell.context, reader: reader).run()
    #expect([ExitCode.success, .failure, .usageError].contains(status))
    // Commands that read answers (quiz, run --step) may take lines, but all input is consumed.
    #expect(reader.readLine(prompt: "") == .endOfInput)
    #expect(!shell.session.isQuitRequested)
  }
}
