import Foundation
import Testing

/// Every file of the play corpus (`Tests/Fixtures/Play`, sources in `Tests/Fixtures/SOURCES.md`)
/// played as a user runs it: `lessons play FILE --script SCRIPT`, each expectation holding.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Play")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
  }()

  @Test func theCorpusIsThere() {
    #expect(Self.names.count >= 4)
    for name in Self.names {
      #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("\(name).play").path))
    }
  }

  @Test(arguments: names)
  func playsAndEveryExpectationHolds(name: String) throws {
    let source = try String(contentsOf: Self.folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
    let script = try String(contentsOf: Self.folder.appendingPathComponent("\(name).play"), encoding: .utf8)
    let result = try PlayBinaryTests.play(
      ["@/\(name).swift", "--script", "@/\(name).play"],
      files: ["\(name).swift": source, "\(name).play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("✗"), "\(result.standardOutput)")
  }
}
