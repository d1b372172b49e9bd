import Foundation
import TestSupport
import Testing

/// Every file of the play corpus plays and matches the behaviour its source documents
/// (issue 19, item 6; `Tests/Fixtures/PlayCorpus/SOURCES.md`).
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayCorpusTests {
  static let folder = SourceTree.url("Tests/Fixtures/PlayCorpus")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".swift")
    }
    .map { String($0.dropLast(".swift".count)) }.sorted()
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

  @Test(arguments: names)
  func playsAsItsSourceDocuments(_ name: String) throws {
    let script = Self.folder.appendingPathComponent("\(name).play")
    let text = try String(contentsOf: script, encoding: .utf8)
    let flags =
      text.split(separator: "\n").first { $0.hasPrefix("# flags:") }
      .map { $0.dropFirst("# flags:".count).split(separator: " ").map(String.init) } ?? []
    let project = try ProjectCopy()
    defer { project.remove() }
    let result = try LessonsBinary.run(
      ["play", Self.folder.appendingPathComponent("\(name).swift").path, "--script", script.path] + flags,
      environment: project.environment)
    #expect(result.status == 0, "\(name):\n\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(name)")
  }
}
