import Foundation
import TestSupport
import Testing

/// Lesson 01's init (issue 36, correction 7), played as the lesson ships it and with its two
/// lines back in the old order. Apple's TN3211 ("Migrating to the State macro"): "Initialize
/// all non-@State stored properties before assigning to any @State property." The lesson's
/// TitleEditor sets `self.onEdit` first and builds in both eras; the old order, `_title` first,
/// builds with Xcode 26's property wrapper and fails with Xcode 27's `State()` macro, in the
/// error TN3211 quotes. So the swap is harmless in both eras, and needed in the new one.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct InitCopyInitOrderTests {
  static let setFirst = "      self.onEdit = onEdit\n"
  static let stateSecond = "      _title = State(initialValue: title)\n"

  /// The broken version's TitleEditor, as `Lessons/01-init-copy/InitCopy+Broken.swift` declares it.
  static func titleEditor() throws -> String {
    let file = try String(
      contentsOf: SourceTree.url("Lessons/01-init-copy/InitCopy+Broken.swift"), encoding: .utf8)
    let start = try #require(file.range(of: "  struct TitleEditor: View {\n"))
    let end = try #require(file.range(of: "\n  }\n", range: start.upperBound..<file.endIndex))
    return String(file[start.lowerBound..<end.upperBound])
  }

  /// A SwiftUI file that mounts `editor`.
  static func program(_ editor: String) -> String {
    """
    import SwiftUI

    \(editor)
    #Preview { TitleEditor(title: "Q3 report", onEdit: { _ in }) }

    """
  }

  static func play(_ source: String, xcode: String) throws -> (status: Int32, output: String) {
    let result = try PlayBinaryTests.play(
      ["@/TitleEditor.swift", "--xcode", xcode, "--do", "tree"], files: ["TitleEditor.swift": source])
    return (result.status, result.standardOutput + result.standardError)
  }

  @Test func theLessonsOrderBuildsInBothEras() throws {
    let editor = try Self.titleEditor()
    #expect(editor.contains(Self.setFirst + Self.stateSecond), "\(editor)")
    for xcode in ["26", "27"] {
      let run = try Self.play(Self.program(editor), xcode: xcode)
      #expect(run.status == 0, "Xcode \(xcode): \(run.output)")
      #expect(run.output.contains("Q3 report"), "Xcode \(xcode): \(run.output)")
    }
  }

  @Test func theOldOrderFailsOnlyUnderTheMacroInTN3211sWords() throws {
    let editor = try Self.titleEditor()
    let old = editor.replacingOccurrences(
      of: Self.setFirst + Self.stateSecond, with: Self.stateSecond + Self.setFirst)
    try #require(old != editor)
    let wrapper = try Self.play(Self.program(old), xcode: "26")
    #expect(wrapper.status == 0, "\(wrapper.output)")
    let macro = try Self.play(Self.program(old), xcode: "27")
    #expect(macro.status != 0, "\(macro.output)")
    #expect(
      macro.output.contains("'self' used in property access '_title' before 'super.init' call"),
      "\(macro.output)")
    // The rule lesson.md quotes from TN3211 is the one the error cites.
    let rule = "Initialize all non-@State stored properties before assigning to any @State property."
    #expect(macro.output.contains(rule), "\(macro.output)")
    let story = try String(contentsOf: SourceTree.url("Lessons/01-init-copy/lesson.md"), encoding: .utf8)
    #expect(story.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(rule))
  }
}
