import Foundation
import TestSupport
import Testing

/// An init that sets a plain stored property and then an `@State` one (issue 36, correction 7),
/// played in both eras and with its two lines in the other order. Apple's TN3211 ("Migrating to
/// the State macro"): "Initialize all non-@State stored properties before assigning to any
/// @State property." Setting `self.onEdit` first builds in both eras; the other order, `_caption`
/// first, builds with Xcode 26's property wrapper and fails with Xcode 27's `State()` macro, in
/// the error TN3211 quotes. Every init of the course is held to the first order by the course's
/// StateInitOrderTests; a lesson that quotes the rule is held here to the compiler's words.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct InitOrderMacroTests {
  static let setFirst = "    self.onEdit = onEdit\n"
  static let stateSecond = "    _caption = State(initialValue: caption)\n"

  /// A made-up editor whose init sets its callback, then seeds its own copy of the caption.
  static let editor = """
    struct CaptionEditor: View {
      @State private var caption: String
      let onEdit: (String) -> Void

      init(caption: String, onEdit: @escaping (String) -> Void) {
    \(setFirst)\(stateSecond)  }

      var body: some View {
        TextField("Caption", text: $caption)
      }
    }
    """

  /// A SwiftUI file that mounts `editor`.
  static func program(_ editor: String) -> String {
    """
    import SwiftUI

    \(editor)
    #Preview { CaptionEditor(caption: "Q3 report", onEdit: { _ in }) }

    """
  }

  static func play(_ source: String, xcode: String) throws -> (status: Int32, output: String) {
    let result = try PlayBinaryTests.play(
      ["@/CaptionEditor.swift", "--xcode", xcode, "--do", "tree"], files: ["CaptionEditor.swift": source])
    return (result.status, result.standardOutput + result.standardError)
  }

  @Test func theRulesOrderBuildsInBothEras() throws {
    for xcode in ["26", "27"] {
      let run = try Self.play(Self.program(Self.editor), xcode: xcode)
      #expect(run.status == 0, "Xcode \(xcode): \(run.output)")
      #expect(run.output.contains("Q3 report"), "Xcode \(xcode): \(run.output)")
    }
  }

  @Test func theOldOrderFailsOnlyUnderTheMacroInTN3211sWords() throws {
    let old = Self.editor.replacingOccurrences(
      of: Self.setFirst + Self.stateSecond, with: Self.stateSecond + Self.setFirst)
    try #require(old != Self.editor)
    let wrapper = try Self.play(Self.program(old), xcode: "26")
    #expect(wrapper.status == 0, "\(wrapper.output)")
    let macro = try Self.play(Self.program(old), xcode: "27")
    #expect(macro.status != 0, "\(macro.output)")
    #expect(
      macro.output.contains("'self' used in property access '_caption' before 'super.init' call"),
      "\(macro.output)")
    // The rule a lesson quotes from TN3211 is the one the error cites, word for word.
    let rule = "Initialize all non-@State stored properties before assigning to any @State property."
    #expect(macro.output.contains(rule), "\(macro.output)")
    let lessons = SourceTree.url("Lessons")
    let stories = CourseLessonFolder.all(in: lessons).compactMap { folder in
      (try? String(contentsOf: lessons.appendingPathComponent("\(folder)/lesson.md"), encoding: .utf8))
        .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }
    let quoting = stories.filter { $0.contains("\"Initialize all") }
    #expect(!quoting.isEmpty, "no lesson quotes TN3211's rule")
    for story in quoting {
      #expect(story.contains("\"\(rule)"), "\(story.prefix(80))")
    }
  }
}
