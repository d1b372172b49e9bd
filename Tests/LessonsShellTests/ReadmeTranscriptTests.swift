import Foundation
import TestSupport
import Testing

/// Every transcript in the README and the docs' articles is checked against a real run of
/// the `lessons` binary, so it cannot go stale (issue 21: the step-mode transcript showed
/// a screen's `@self, @identity changed.` long after the tool printed `@self changed.`).
///
/// A transcript is an indented or ```text block that starts with a prompt, a `$ ` command
/// or a step heading. The test says what was typed for each (elided prompts cannot be
/// read back); the page must show what the tool printed: every line, in order, with
/// `…` standing for what was left out. Wrapping and spacing may differ (the README is
/// wider than a pipe), timings are read as any number of seconds, and in a side-by-side
/// block each column is checked on its own.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct ReadmeTranscriptTests {
  /// What produced one README transcript, keyed by its first line.
  struct Source {
    /// Lines piped into the shell (with `--echo`), or `nil` for a command line.
    var input: [String]?
    var arguments: [String] = ["--echo"]
    /// Whether it needs the exercises (`check`, `play`): run in a ``ProjectCopy``.
    var needsProject = false
    /// Files to write first, by path relative to the folder it runs in (a pack's lesson).
    var files: [String: String] = [:]
  }

  /// The README's pack, `my-pack`: the lesson `PackBinaryTests` makes.
  static let pack: [String: String] = [
    "my-pack/01-draft-branch/lesson.md": PackBinaryTests.lessonText,
    "my-pack/01-draft-branch/Broken.swift": PackBinaryTests.brokenSource,
    "my-pack/01-draft-branch/Fixed.swift": PackBinaryTests.fixedSource,
    "my-pack/01-draft-branch/scenario.play": PackBinaryTests.scenario,
  ]

  static let greeter = """
    import SwiftUI

    struct NickField: View {
      @Binding var name: String
      var body: some View { TextField("Name", text: $name) }
    }

    struct Greeting: View {
      let name: String
      var body: some View { Text(name.isEmpty ? "Hello!" : "Hello, \\(name)!") }
    }

    struct Greeter: View {
      @State private var name = ""
      @State private var taps = 0
      var body: some View {
        VStack {
          NickField(name: $name)
          Greeting(name: name)
          Button("Save") { taps += 1 }
          Text("Saved \\(taps) times")
        }
      }
    }

    """

  /// What was typed for each transcript, keyed by its first line with the lesson's id written
  /// `<id>` and a `why`'s view `<view>` (``key(of:)``): the page names the lesson it shows, and
  /// the test takes it from there (``lessonID(in:)``), so no lesson is named here.
  static let sources: [String: Source] = [
    "$ scripts/lessons": Source(
      input: ["open <id>", "run", "type Title \"Q4 plan\"", "run --fixed", "check"], needsProject: true),
    "lessons> run <id> --step": Source(
      input: ["run <id> --step", "", "", "type Title \"Q4 plan\"", "back", "replay", "quit", "log"]),
    "4. A sync renames the report  [event sync]": Source(input: ["run <id> --compare"]),
    "lessons(<id>)> why <view>": Source(
      input: ["run <id>", "type Reply \"On my way\"", "tap Send", "why <view>"]),
    "lessons> play Greeter.swift": Source(
      input: ["play Greeter.swift", "tap Save", "counts"], needsProject: true),
    "$ cat demo.play": Source(
      input: nil, arguments: ["play", "Greeter.swift", "--script", "demo.play"], needsProject: true),
    "$ lessons pack check my-pack": Source(
      input: ["pack check my-pack", "run draft-branch"], arguments: ["--echo", "--pack", "my-pack"],
      needsProject: true, files: pack),
  ]

  /// The course lesson a transcript shows, read from it: the lesson a prompt names
  /// (`lessons(ID)>`) or a command opens or runs (`open ID`, `run ID`), else the lesson whose
  /// `scenario.play` has the step a heading (`4. TITLE  [ACTION]`) names.
  static func lessonID(in block: [String]) -> String? {
    let course = Set(CourseLessonFolder.ids())
    for line in block {
      if let match = line.firstMatch(of: /^lessons(?:\(([\w-]+)\))?> (?:(?:open|run) ([\w-]+))?/) {
        for id in [match.output.2, match.output.1].compactMap({ $0 }) where course.contains(String(id)) {
          return String(id)
        }
      }
    }
    guard let first = block.first, let heading = first.firstMatch(of: /^\d+\. (.+?)  \[/) else { return nil }
    let lessons = SourceTree.url("Lessons")
    return CourseLessonFolder.all(in: lessons).first { folder in
      let script = try? String(
        contentsOf: lessons.appendingPathComponent("\(folder)/scenario.play"), encoding: .utf8)
      return script?.contains("step \"\(heading.output.1)\"") == true
    }.map(CourseLessonFolder.id(of:))
  }

  /// The key of ``sources`` for a transcript starting `first` that shows `id`: the id written
  /// `<id>`, and the view a `why` asks about written `<view>`.
  static func key(of first: String, id: String?) -> (key: String, view: String?) {
    var key = first
    if let id {
      key = key.split(separator: " ", omittingEmptySubsequences: false).map { word in
        word == id ? "<id>" : word.replacingOccurrences(of: "lessons(\(id))>", with: "lessons(<id>)>")
      }.joined(separator: " ")
    }
    guard let why = key.firstMatch(of: /> why (\w+)$/) else { return (key, nil) }
    return (key.replacingOccurrences(of: "> why \(why.output.1)", with: "> why <view>"), String(why.output.1))
  }

  /// `source` with the lesson and the view it shows in place of `<id>` and `<view>`.
  static func filled(_ source: Source, id: String?, view: String?) -> Source {
    var source = source
    source.input = source.input?.map { line in
      var line = line
      if let id { line = line.replacingOccurrences(of: "<id>", with: id) }
      if let view { line = line.replacingOccurrences(of: "<view>", with: view) }
      return line
    }
    return source
  }

  /// The pages whose transcripts are checked: the README and every article of the docs.
  static func pages() throws -> [URL] {
    let catalogs = ["Documentation/Lessons.docc", "Sources/StateRuntime/StateRuntime.docc"].map(
      SourceTree.url)
    let articles = try catalogs.flatMap { catalog in
      try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "md" }
    }
    return [SourceTree.url("README.md")] + articles.sorted { $0.path < $1.path }
  }

  /// The transcript blocks of the README and the docs' articles, each as its lines.
  static func blocks() throws -> [[String]] {
    try pages().flatMap { try blocks(in: String(contentsOf: $0, encoding: .utf8)) }
  }

  /// The transcript blocks of one page, each as its lines.
  static func blocks(in text: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [[String]] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line == "```text" {
        let end = lines[(index + 1)...].firstIndex(of: "```") ?? lines.count
        blocks.append(Array(lines[(index + 1)..<end]))
        index = end + 1
      } else if line.hasPrefix("    "),
        index == 0 || lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty
      {
        var end = index
        while end < lines.count, lines[end].hasPrefix("    ") { end += 1 }
        blocks.append(lines[index..<end].map { String($0.dropFirst(4)) })
        index = end
      } else {
        index += 1
      }
    }
    return blocks.filter { block in
      guard let first = block.first else { return false }
      return first.hasPrefix("$ ") || first.hasPrefix("lessons")
        || first.prefix { $0.isNumber }.count > 0 && first.drop { $0.isNumber }.hasPrefix(". ")
    }.filter { $0.first != "$ scripts/lessons list" }
  }

  /// Whitespace collapsed, timings made alike.
  static func normalized(_ text: String) -> String {
    text.replacing(/\d+(\.\d+)? s\b/, with: "N s").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  /// The pieces of `lines` (split at `…`) that are not found, in order, in `output`.
  static func missing(_ lines: [String], in output: String) -> [String] {
    let haystack = normalized(output)
    var cursor = haystack.startIndex
    var missing: [String] = []
    for line in lines {
      for piece in line.split(separator: "…").map({ normalized(String($0)) }) where !piece.isEmpty {
        if let found = haystack.range(of: piece, range: cursor..<haystack.endIndex) {
          cursor = found.upperBound
        } else {
          missing.append(piece)
        }
      }
    }
    return missing
  }

  static func run(_ source: Source, block: [String]) throws -> String {
    let project = source.needsProject ? try ProjectCopy() : nil
    defer { project?.remove() }
    let folder = project?.root ?? LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { if project == nil { try? FileManager.default.removeItem(at: folder) } }
    try Data(greeter.utf8).write(to: folder.appendingPathComponent("Greeter.swift"))
    for (path, text) in source.files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    // A `$ cat FILE` block shows the file it runs: the lines up to the next `$ `.
    if let first = block.first, first.hasPrefix("$ cat ") {
      let body = block.dropFirst().prefix { !$0.hasPrefix("$ ") }
      try Data((body.joined(separator: "\n") + "\n").utf8)
        .write(to: folder.appendingPathComponent(String(first.dropFirst(6))))
    }
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    guard let binary = LessonsBinary.url else { throw CocoaError(.fileNoSuchFile) }
    // Every lesson compiles its program as `play` does: the toolchain on PATH, and the
    // suite's shared runtime cache.
    var environment =
      project?.environment ?? [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "LESSONS_CACHE": ScratchProject.sharedCache.path,
        // Not the checkout's `Exercises/`: a run writes the editor's settings there.
        "LESSONS_WORKSPACE": home.appendingPathComponent("Exercises").path,
      ]
    environment["LESSONS_HOME"] = project?.home.path ?? home.path
    let input = (source.input ?? []).joined(separator: "\n") + "\n"
    return try CommandOutput.run(
      binary, source.arguments, environment: environment, directory: folder, input: input, errors: .merged
    ).standardOutput
  }

  @Test func everyTranscriptIsWhatTheToolPrints() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= Self.sources.count)
    for block in blocks {
      let first = try #require(block.first)
      let id = Self.lessonID(in: block)
      let (key, view) = Self.key(of: first, id: id)
      guard let template = Self.sources[key] else {
        Issue.record(
          "The transcript starting '\(first)' (key '\(key)') is not checked: add what was typed to sources")
        continue
      }
      let source = Self.filled(template, id: id, view: view)
      if source.input?.contains(where: { $0.contains("<id>") }) == true {
        Issue.record(
          "The transcript starting '\(first)' names no lesson of the course that the test can find")
        continue
      }
      let output = try Self.run(source, block: block)
      // Lines that are not output: the shell command that started it, a file shown with `cat`.
      var shown = block.filter { !$0.hasPrefix("$ ") }
      if first.hasPrefix("$ cat ") { shown = Array(block.drop { !$0.hasPrefix("$ lessons") }.dropFirst()) }
      if shown.contains(where: { $0.contains("│") }) {
        // Side by side: each column in order on its own.
        let left = shown.map {
          String($0.split(separator: "│", omittingEmptySubsequences: false).first ?? "")
        }
        let right = shown.compactMap {
          $0.contains("│") ? String($0.split(separator: "│")[1...].joined()) : nil
        }
        #expect(Self.missing(left, in: output).isEmpty, "\(first): \(Self.missing(left, in: output))")
        #expect(Self.missing(right, in: output).isEmpty, "\(first): \(Self.missing(right, in: output))")
      } else {
        let missing = Self.missing(shown, in: output)
        #expect(
          missing.isEmpty,
          "Transcript '\(first)' differs from a real run; not found in order: \(missing)\n--- real run:\n\(output)"
        )
      }
    }
  }

  /// The check is not vacuous: a stale line is caught.
  @Test func aStaleLineIsCaught() {
    let output =
      "1. Open the ledger  [mount]\n   LedgerScreen: @self changed.\n   └ pass 1: 2 bodies evaluated"
    #expect(
      Self.missing(["1. Open the ledger  [mount]", "…", "   └ pass 1: 2 bodies evaluated"], in: output)
        .isEmpty)
    #expect(!Self.missing(["   LedgerScreen: @self, @identity changed."], in: output).isEmpty)
    #expect(
      !Self.missing(["   └ pass 1: 2 bodies evaluated", "   LedgerScreen: @self changed."], in: output)
        .isEmpty)
  }
}
