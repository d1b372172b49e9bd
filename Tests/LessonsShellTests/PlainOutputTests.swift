import Foundation
import TestSupport
import Testing

/// `--plain` (issue 37): a lesson's run with no box drawing, no colour codes and no mark or
/// symbol that carries meaning alone. `TERM=dumb` does the same on a terminal
/// (``PlainTextTests``), never to a pipe.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct PlainOutputTests {
  static var firstLesson: String {
    let folder = CourseLessonFolder.all(in: SourceTree.url("Lessons")).first ?? ""
    return CourseLessonFolder.id(of: folder)
  }

  /// Whether `text` has box drawing, an escape code, or a mark the plain form spells out.
  static func carriesMeaningInSymbols(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) || $0.value == 0x1B }
      || text.contains { "✓✗⚡·▴▾↳⋯▸»→←".contains($0) }
  }

  @Test func aRunIsInWords() throws {
    let id = Self.firstLesson
    let normal = try LessonsBinary.run(["run", id], environment: ["TERM": "dumb"])
    #expect(
      Self.carriesMeaningInSymbols(normal.standardOutput),
      "piped, the run keeps its marks, whatever TERM says of a terminal")
    let plain = try LessonsBinary.run(["--plain", "run", id])
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(
      !Self.carriesMeaningInSymbols(plain.standardOutput + plain.standardError), "\(plain.standardOutput)")
    #expect(plain.standardOutput.contains("\n   pass 1: "), "\(plain.standardOutput)")
    #expect(plain.standardOutput.contains("ok: ") || plain.standardOutput.contains("FAILS: "))
  }

  @Test func helpNamesThePlainFlag() throws {
    let help = try LessonsBinary.run(["--help"])
    #expect(help.standardOutput.contains("--plain"))
  }
}
