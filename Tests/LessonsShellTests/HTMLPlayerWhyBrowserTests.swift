import Foundation
import Testing

/// The HTML player's "why" (issue 37, item 3): a click on a view of the tree shows the chain
/// behind its body run in that step, the sentences `why VIEW` prints, in headless Chromium.
@Suite(
  .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: the browser test is skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct HTMLPlayerWhyBrowserTests {
  /// A copy of the player that clicks `view` in the broken column once it has rendered.
  static func clicking(_ view: String, in html: String) -> String {
    let click = """
      <script>
      document.querySelector('.version[data-variant="broken"] .node.view[data-view="\(view)"]').click();
      </script>
      """
    return html.replacingOccurrences(of: "</body>", with: click + "\n</body>")
  }

  @Test func aClickOnAViewShowsWhyItsBodyRan() throws {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The fixture course's identity lesson: its NoteBox's .id follows the desk's ticket.
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let file = folder.appendingPathComponent("shift-note.html")
    let export = try LessonsBinary.run(
      ["run", "shift-note", "--html", file.path], environment: project.environment)
    #expect(export.status == 0, "\(export.standardError)")
    let html = try String(contentsOf: file, encoding: .utf8)

    let clicked = folder.appendingPathComponent("clicked.html")
    try Self.clicking("NoteBox", in: html).write(to: clicked, atomically: true, encoding: .utf8)
    // Step 3: the next ticket changes the note's .id.
    let dom = try HeadlessChromium.dumpDOM(clicked.absoluteString + "#step=3")
    #expect(dom.contains("<div class=\"why\" data-view=\"NoteBox\""), "\(dom.suffix(3000))")
    #expect(dom.contains("<strong>why NoteBox</strong>"))
    for sentence in [
      "Desk.current changed; DeskScreen's last body read it, so DeskScreen was invalidated",
      "DeskScreen's body gave NoteBox .id(2) where it had .id(1): a new id is a new identity.",
      "NoteBox was discarded with its state (_draft = \"Running late\")",
    ] {
      #expect(dom.contains(HTMLPlayerBrowserTests.escaped(sentence)), "\(sentence)")
    }
    #expect(dom.contains("aria-expanded=\"true\""))

    // Step 2 types into the field: the note's body does not run, and the panel says why.
    let typed = try HeadlessChromium.dumpDOM(clicked.absoluteString + "#step=2")
    #expect(
      typed.contains(
        HTMLPlayerBrowserTests.escaped(
          "It wrote NoteBox._draft (\"\" → \"Running late\"): no body read it, so it invalidated no view."
        )),
      "\(typed.suffix(3000))")

    // A view that did nothing in the step says so.
    let screen = folder.appendingPathComponent("screen.html")
    try Self.clicking("DeskScreen", in: html).write(to: screen, atomically: true, encoding: .utf8)
    let quiet = try HeadlessChromium.dumpDOM(screen.absoluteString + "#step=2")
    #expect(
      quiet.contains(
        "DeskScreen's body did not run in this step, and no parent re-created it: nothing it reads changed."
      ), "\(quiet.suffix(3000))")
  }
}
