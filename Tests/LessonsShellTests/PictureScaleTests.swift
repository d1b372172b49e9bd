import Foundation
import Testing

/// `picture ID --svg FILE --scale N`: a projectable picture, the step's log and
/// expectations beside the tree, drawn N times its size; on the fixture course's stepper lesson.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct PictureScaleTests {
  @Test func thePictureScalesAndShowsTheStepsLogAndExpectations() throws {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("step3.svg")
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run(
      ["picture", "volume-copy", "--step", "3", "--svg", file.path, "--scale", "2"],
      environment: project.environment)
    #expect(result.status == 0, "\(result.standardError)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    let size = try #require(svg.firstMatch(of: /width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/))
    #expect(Int(size.output.1) == 2 * Int(size.output.3)!)
    #expect(Int(size.output.2) == 2 * Int(size.output.4)!)

    // What is beside the tree is step 3's own log and expectations, as the run records them.
    let transcript = try DemoKitBinaryTests.json(
      ["run", "volume-copy", "--json"], environment: project.environment)
    let step = try DemoKitBinaryTests.steps(transcript)[2]
    let records = try #require(step["records"] as? [[String: Any]])
    let first = try #require(records.compactMap { $0["line"] as? String }.first)
    #expect(svg.contains(">\(TreePictureText.escaped(first))</text>"), "\(first)")
    let expectations = try #require(step["expectations"] as? [[String: Any]])
    for expectation in expectations {
      let line = try #require(expectation["line"] as? String)
      // Long lines wrap: the first words are on one line of text.
      let start = String(line.prefix(30))
      #expect(svg.contains(TreePictureText.escaped(start)), "\(line)")
    }
    #expect(svg.contains("class=\"expectation\""))
  }

  /// In the shell, `tree --svg FILE --scale N` draws what is mounted, with the last poke's log beside it.
  @Test func theShellsTreeScalesWithTheLastPokesLog() throws {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tree.svg")
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run(
      [], input: "run volume-copy\ninc Volume\ntree --svg \(file.path) --scale 1.5\n",
      environment: project.environment)
    #expect(result.standardOutput.contains("drawn at 1.5×"), "\(result.standardError)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    let size = try #require(svg.firstMatch(of: /width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/))
    #expect(Int(size.output.1) == Int((Double(Int(size.output.3)!) * 1.5).rounded()))
    #expect(svg.contains("▶ increment &quot;Volume&quot;"), "\(svg)")
    #expect(svg.contains("= VolumeStepper._level: 6 → 7"))
  }

  @Test(arguments: [
    (["--scale", "9", "--svg", "x.svg"], "expected a number from 0.5 to 4.0"),
    (["--scale", "big", "--svg", "x.svg"], "expected a number from 0.5 to 4.0"),
    (["--scale", "2"], "--scale together with --svg FILE"),
  ])
  func aBadScaleSaysWhatWouldWork(arguments: [String], message: String) throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run(
      ["picture", "volume-copy"] + arguments, environment: project.environment)
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }
}

enum TreePictureText {
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
