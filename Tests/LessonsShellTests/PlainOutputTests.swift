import Foundation
import TestSupport
import Testing

/// `--plain` and `TERM=dumb` (issue 37): a lesson's run, its tree and help with no box
/// drawing, no colour codes and no mark or symbol that carries meaning alone.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct PlainOutputTests {
  static var firstLesson: String {
    let folder = CourseLessonFolder.all(in: SourceTree.url("Lessons")).first ?? ""
    return String(folder.drop { $0 != "-" }.dropFirst())
  }

  /// Whether `text` has box drawing, an escape code, or a mark the plain form spells out.
  static func carriesMeaningInSymbols(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) || $0.value == 0x1B }
      || text.contains { "✓✗⚡·▴▾↳⋯▸»→←".contains($0) }
  }

  @Test(arguments: [(["--plain"], [String: String]()), ([], ["TERM": "dumb"])])
  func aRunIsInWords(flags: [String], environment: [String: String]) throws {
    let id = Self.firstLesson
    let normal = try LessonsBinary.run(["run", id])
    #expect(Self.carriesMeaningInSymbols(normal.standardOutput), "the ordinary run uses its marks")
    let plain = try LessonsBinary.run(flags + ["run", id], environment: environment)
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
