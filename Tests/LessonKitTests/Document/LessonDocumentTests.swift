import Foundation
import Testing

@testable import LessonKit

/// `lesson.md`: a `key: value` header, then `## ` sections (story, ownership, verdicts).
struct LessonDocumentTests {
  static let complete = """
    ---
    id: cart-badge
    title: The badge that lags behind
    summary: A badge copies the count into @State.
    ---
    Text before the first section is not part of any.

    ## What you see
    Adding a book updates the list,
    and the badge stays at 0.

    A second paragraph.

    ## Ownership
    - value: how many books are in the cart
    - truth: the screen's @State books
    - lifetime: the screen's
    - writers: the Add button
    - persistence: none

    ## Verdict: broken
    The badge kept its first count.

    ## Verdict: fixed
    The badge follows the cart.
    """

  @Test func aCompleteFileGivesItsHeaderStoryOwnershipAndVerdicts() throws {
    let document = try LessonDocument.parse(Self.complete, path: "lesson.md")
    #expect(document.header["id"] == "cart-badge")
    #expect(document.header["title"] == "The badge that lags behind")
    #expect(
      document.story == [
        StorySection(
          "What you see", "Adding a book updates the list, and the badge stays at 0.\n\nA second paragraph.")
      ])
    #expect(document.ownership?.truth == "the screen's @State books")
    #expect(document.ownership?.persistence == "none")
    #expect(document.verdicts[.broken] == "The badge kept its first count.")
    #expect(document.verdicts[.fixed] == "The badge follows the cart.")
  }

  /// A file saved with Windows line ends (an editor's setting, git's `autocrlf`) reads as the
  /// same lesson: `\r\n` is one `Character` in Swift, so lines are cut at the `\n` byte.
  @Test func windowsLineEndsReadAsTheSameLesson() throws {
    let windows = Self.complete.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(windows.contains("\r\n"))
    #expect(
      try LessonDocument.parse(windows, path: "lesson.md")
        == LessonDocument.parse(Self.complete, path: "lesson.md"))
  }

  @Test(arguments: [
    ("id: x\n", 1, "starts with a header between two `---` lines"),
    ("---\nid: x\n", 1, "never closed"),
    ("---\nid: x\ntitle: T\n---\n## S\ntext\n", 4, "has no `summary:`"),
    ("---\nid x\n---\n", 2, "has no colon"),
    ("---\nid: x\nid: y\n---\n", 3, "gives `id` twice"),
  ])
  func aBadHeaderIsNamedAtItsLine(text: String, line: Int, message: String) {
    #expect {
      try LessonDocument.parse(text, path: "p/lesson.md")
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.path == "p/lesson.md" && error.line == line && error.message.contains(message)
    }
  }

  static let header = "---\nid: x\ntitle: T\nsummary: S\n---\n"

  @Test(arguments: [
    ("## Ownership\n- value: v\n- owner: o\n", 8, "`owner` is not an ownership answer"),
    ("## Ownership\n- value: v\n", 6, "lacks `- truth:`"),
    ("## Ownership\nvalue: v\n", 7, "a `- key: answer` line"),
    ("## Verdict: sideways\ntext\n", 6, "names no version"),
    ("## Empty\n\n", 6, "has no text"),
  ])
  func aBadSectionIsNamedAtItsLine(body: String, line: Int, message: String) {
    #expect {
      try LessonDocument.parse(Self.header + body, path: "lesson.md")
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }

  @Test func aLessonWithoutStoryIsRefused() {
    #expect(throws: LessonFolderError.self) { try LessonDocument.parse(Self.header, path: "lesson.md") }
  }

  /// A compiler's message quoted in the story keeps its lines; the prose around it wraps.
  @Test func anIndentedLineKeepsItsLineAndIndentation() throws {
    let text =
      Self.header + """

        ## It did not compile
        The model had no actor, and swiftc said:
          error: non-Sendable type 'Feed'
          note: class 'Feed' is not Sendable
        Someone added
        @unchecked Sendable.
        """
    let document = try LessonDocument.parse(text, path: "lesson.md")
    #expect(
      document.story.first?.text
        == "The model had no actor, and swiftc said:\n  error: non-Sendable type 'Feed'\n"
        + "  note: class 'Feed' is not Sendable\nSomeone added @unchecked Sendable.")
  }
}
