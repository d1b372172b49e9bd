import Foundation
import TestSupport
import Testing

/// Every file of the play corpus plays and matches the behaviour its source documents
/// (issue 19, item 6; `Tests/Fixtures/PlayCorpus/SOURCES.md`).
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct PlayCorpusTests {
  static let folder = SourceTree.url("Tests/Fixtures/PlayCorpus")

  /// Two plays at a time: each is a compile and a run of the binary.
  static let lanes = BlockingLanes(width: 2)

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".swift")
    }
    .map { String($0.dropLast(".swift".count)) }.sorted()
  }

  /// The apps of several files: a folder `NAME/` with `NAME.play` beside it, played as one app.
  static var apps: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  @Test func theCorpusIsAtLeastThirtyFilesEachWithAScriptAndASource() throws {
    let sources = try String(contentsOf: Self.folder.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    #expect(Self.names.count >= 30)
    for name in Self.names {
      #expect(
        FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("\(name).play").path),
        "\(name)")
      #expect(sources.contains("| `\(name)` |"), "\(name) has no source in SOURCES.md")
    }
  }

  /// Issue 35's done-when: at least five apps of several files, two of them with an `@main App`.
  @Test func theCorpusHoldsFiveAppsOfSeveralFilesAndTwoMainApps() throws {
    let sources = try String(contentsOf: Self.folder.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    #expect(Self.apps.count >= 5, "\(Self.apps)")
    var mainApps = 0
    for app in Self.apps {
      let files = try FileManager.default.subpathsOfDirectory(
        atPath: Self.folder.appendingPathComponent(app).path
      )
      .filter { $0.hasSuffix(".swift") }
      #expect(files.count >= 2, "\(app) is one file")
      #expect(
        FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("\(app).play").path),
        "\(app)")
      #expect(sources.contains("| `\(app)/` |"), "\(app) has no source in SOURCES.md")
      let texts = try files.map {
        try String(
          contentsOf: Self.folder.appendingPathComponent(app).appendingPathComponent($0), encoding: .utf8)
      }
      if texts.contains(where: { $0.contains("@main") && $0.contains(": App {") }) { mainApps += 1 }
    }
    #expect(mainApps >= 2)
  }

  @Test(arguments: apps)
  func appPlaysAsItsSourceDocuments(_ name: String) async throws {
    try await play(
      Self.folder.appendingPathComponent(name), script: Self.folder.appendingPathComponent("\(name).play"))
  }

  @Test(arguments: names)
  func playsAsItsSourceDocuments(_ name: String) async throws {
    try await play(
      Self.folder.appendingPathComponent("\(name).swift"),
      script: Self.folder.appendingPathComponent("\(name).play"))
  }

  /// Plays `file` (a file, or an app's folder) with `script`, and expects every expectation to hold.
  private func play(_ file: URL, script: URL) async throws {
    let name = file.lastPathComponent
    let text = try String(contentsOf: script, encoding: .utf8)
    let flags =
      text.split(separator: "\n").first { $0.hasPrefix("# flags:") }
      .map { $0.dropFirst("# flags:".count).split(separator: " ").map(String.init) } ?? []
    let result = try await Self.lanes.run {
      let folder = try PlayFolder()
      defer { folder.remove() }
      return try folder.play([file.path, "--script", script.path] + flags)
    }
    #expect(result.status == 0, "\(name):\n\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(name)")
  }
}
