import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The instructor's demo kit, run as an instructor would: `--compare`,
/// `--json`, `--markdown`, `--html`, `picture` and the step mode.
///
/// Expected values come from the tool's own JSON transcript, never from
/// pinned log text, so these hold while the runtime's wording evolves.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct DemoKitBinaryTests {
  /// The lesson ids `lessons list` shows.
  static func lessonIDs() throws -> [String] {
    let list = try LessonsBinary.run(["list"]).standardOutput.split(separator: "\n")
    let lessons = list.drop { $0 != "Lessons" }.dropFirst().prefix { !$0.isEmpty && $0 != "Exercises" }
    // `  [ ] draft-title   The title that stays`: the id is the first word after the mark.
    return lessons.compactMap { line in
      line.split(separator: "]", maxSplits: 1).last?.split(separator: " ").first.map(String.init)
    }
  }

  static func json(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
    let result = try LessonsBinary.run(arguments, environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(object as? [String: Any])
  }

  static func steps(_ transcript: [String: Any], version: Int = 0) throws -> [[String: Any]] {
    let versions = try #require(transcript["versions"] as? [[String: Any]])
    return try #require(versions[version]["steps"] as? [[String: Any]])
  }

  @Test func everyLessonComparesAndExports() throws {
    let ids = try Self.lessonIDs()
    #expect(ids.count >= 12)
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for id in ids {
      let transcript = try #require(
        try JSONSerialization.jsonObject(with: Data(CourseRunRecord.of(id).json.utf8)) as? [String: Any])
      let broken = try Self.steps(transcript, version: 0)
      let fixed = try Self.steps(transcript, version: 1)
      #expect(broken.count == fixed.count)
      #expect(!broken.isEmpty)

      let compare = try LessonsBinary.run(["run", id, "--compare"])
      #expect(compare.status == 0, "\(id): \(compare.standardError)")
      // A step's heading starts a line; a long one wraps onto the next.
      let lines = compare.standardOutput.split(separator: "\n").map(String.init)
      func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      for step in broken {
        let number = step["number"] as? Int ?? 0
        let heading = "\(number). \(step["title"] as? String ?? "") ["
        let found = lines.indices.contains { index in
          lines[index].hasPrefix("\(number). ")
            && collapsed(lines[index...].prefix(3).joined(separator: " ")).hasPrefix(collapsed(heading))
        }
        #expect(found, "\(id) is missing step '\(heading)'")
      }
      // Piped, the versions come one after the other, and each step has its table.
      #expect(
        compare.standardOutput.components(separatedBy: "\n   broken:\n").count - 1 == broken.count)
      #expect(
        compare.standardOutput.components(separatedBy: "   Body evaluations in step ").count - 1
          == broken.count)

      let single = try Self.json(["run", id, "--fixed", "--json"])
      #expect(try Self.steps(single).count == broken.count)

      let markdown = folder.appendingPathComponent("\(id).md")
      let html = folder.appendingPathComponent("\(id).html")
      let export = try LessonsBinary.run(["run", id, "--markdown", markdown.path, "--html", html.path])
      #expect(export.status == 0, "\(id): \(export.standardError)")
      let handout = try String(contentsOf: markdown, encoding: .utf8)
      let player = try String(contentsOf: html, encoding: .utf8)
      #expect(handout.hasPrefix("# "))
      #expect(player.hasPrefix("<!DOCTYPE html>"))
      for step in broken {
        #expect(handout.contains("## \(step["number"] as? Int ?? 0). \(step["title"] as? String ?? "")"))
      }
    }
  }

  @Test func pictureNamesEveryViewInTheTree() throws {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tree.svg")
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run(
      ["picture", "volume-copy", "--step", "3", "--svg", file.path], environment: project.environment)
    #expect(result.status == 0, "\(result.standardError)")

    let step = try Self.steps(Self.json(["run", "volume-copy", "--json"], environment: project.environment))[
      2]
    let tree = try #require(step["tree"] as? [String: Any])
    let nodes = try #require(tree["nodes"] as? [[String: Any]])
    let expected = nodes.compactMap { $0["name"] as? String }
    #expect(expected.contains("VolumeStepper"))

    let reader = SVGReader()
    let parser = XMLParser(data: try Data(contentsOf: file))
    parser.delegate = reader
    #expect(parser.parse(), "the SVG is not well-formed XML")
    #expect(reader.root == "svg")
    #expect(reader.views == expected)
    for node in nodes {
      let text = try #require(node["text"] as? String)
      #expect(reader.texts.contains { $0.hasPrefix(text) }, "no box says \(text)")
    }
  }

  @Test(arguments: [
    (
      ["picture", "volume-copy", "--step", "9"],
      "Error: 'picture': volume-copy has 3 steps, so there is no step 9. Give --step 1 to 3.\n"
    ),
    (
      ["run", "volume-copy", "--compare", "--fixed"],
      "Error: '--compare' and '--fixed' cannot be used together in 'run'.\n"
    ),
    (
      ["run", "volume-copy", "--step", "--json"],
      "Error: '--step' and '--json' cannot be used together in 'run'.\n"
    ),
    (
      ["run", "volume-copy", "--html", "/nonexistent-folder/demo.html"],
      "Error: 'run' could not write '/nonexistent-folder/demo.html': the folder it would go in does not "
        + "exist. Give a path in a folder that exists and that you may write to.\n"
    ),
    (["pictur", "volume-copy"], "Error: Unknown command 'pictur'. Did you mean 'picture'?\n"),
  ])
  func badInputSaysWhatWouldWork(arguments: [String], message: String) throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run(arguments, environment: project.environment)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix(message))
  }

  /// On the fixture course's stepper lesson.
  @Test func pipedStepModeEchoesAndWalksBackAndForth() throws {
    let script = """
      # a demo script
      run volume-copy --step

      tree
      tap Volume
      inc Volume
      log
      back
      back
      replay
      next
      next
      bogus
      quit
      log

      """
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run(["--echo"], input: script, environment: project.environment)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    // --echo: each line follows the prompt it answered.
    #expect(out.hasPrefix("lessons> # a demo script\nlessons> run volume-copy --step\n"))
    #expect(out.contains("Press Return… tree\nSpeakerScreen\n"))
    func position(_ text: String) throws -> String.Index {
      try #require(out.range(of: text)?.lowerBound, "missing: \(text)")
    }
    let order = try [
      "\n1. Open the speaker  [mount]\n",
      "Press Return… inc Volume\n   = VolumeStepper._level: 4 → 5\n",
      " you · increment \"Volume\"\n",
      "Back on the script: remounted and replayed step 1; your pokes are gone.\n",
      "Back at the start: nothing is mounted; Return runs step 1.\n",
      "Nothing to replay yet: press Return to run step 1.\n",
      "Press Return… next\n1. Open the speaker  [mount]\n",
      "Press Return… next\n2. Turn it up twice  [",
      "Press Return… quit\nStopped before step 3; the app stays mounted.\n",
      "lessons(volume-copy)> log\n",
    ].map(position)
    #expect(order == order.sorted())
    // The poke that could not happen is reported and credited nowhere in the log.
    #expect(result.standardError.contains("Error: No button labelled \"Volume\""))
    #expect(result.standardError.contains("Error: 'bogus' does nothing at the pause."))
    let log = String(out[try position("lessons(volume-copy)> log\n")...])
    #expect(log.contains(" step 1 · Open the speaker\n"))
    #expect(log.contains(" step 2 · Turn it up twice\n"))
    #expect(!log.contains(" you · "))
  }

  @Test func shellTreeDrawsWhateverIsMounted() throws {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = folder.appendingPathComponent("before.svg")
    let after = folder.appendingPathComponent("after.svg")
    let script = """
      tree --svg '\(before.path)'
      run volume-copy
      tree --svg '\(before.path)'
      type Room "Hall"
      tree --svg '\(after.path)'
      tree --svg /nonexistent-folder/tree.svg

      """
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try LessonsBinary.run([], input: script, environment: project.environment)
    #expect(result.status == 2)
    // Nothing mounted yet: the usual error, and no file.
    #expect(result.standardError.hasPrefix("Error: 'tree' needs a mounted scenario, and none is mounted.\n"))
    #expect(result.standardError.contains("Error: 'tree' could not write '/nonexistent-folder/tree.svg'"))
    let first = try String(contentsOf: before, encoding: .utf8)
    let second = try String(contentsOf: after, encoding: .utf8)
    #expect(first.contains("volume-copy (broken) after step 3 · Quiet hours begin"), "\(first)")
    #expect(second.contains("volume-copy (broken) after you · type &quot;Hall&quot; into &quot;Room&quot;"))
    #expect(second.contains("TextField &quot;Room&quot;: &quot;Hall&quot;"))
    #expect(second.contains("data-view=\"RoomField\""))
  }
}

/// Collects what an SVG says: its root element, the views its boxes are for, and its texts.
private final class SVGReader: NSObject, XMLParserDelegate {
  var root: String?
  var views: [String] = []
  var texts: [String] = []
  private var text: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil { root = elementName }
    if elementName == "g", attributes["class"]?.hasPrefix("node") == true, let view = attributes["data-view"]
    {
      views.append(view)
    }
    if elementName == "text" { text = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "text", let text { texts.append(text) }
    text = nil
  }
}
