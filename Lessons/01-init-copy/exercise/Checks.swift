// The checks for the exercise 'init-copy'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: DocumentScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the field shows the document's title at first") {
      let host = ViewHost(DocumentScreen())
      try expectEqual(
        host.element("Title")?.value, "Draft", "the Title field after mounting", log: host.events)
    },
    Check("typing renames the document") {
      let host = ViewHost(DocumentScreen())
      try host.type("Final", into: "Title")
      try expect(
        host.element("Window title: Final") != nil,
        "after typing \"Final\", the window title should read \"Window title: Final\"; the screen shows:\n"
          + host.render(), log: host.events)
    },
    Check("the field follows an undo") {
      let host = ViewHost(DocumentScreen())
      try host.type("Final", into: "Title")
      try host.tap("Undo")
      try expect(
        host.element("Window title: Draft") != nil, "Undo should restore the document's title to \"Draft\"",
        log: host.events)
      try expectEqual(
        host.element("Title")?.value, "Draft", "the Title field after typing \"Final\" and tapping Undo",
        log: host.events)
    },
    Check("the field follows a title set from outside") {
      let host = ViewHost(DocumentScreen())
      try host.tap("Use server title")
      try expectEqual(
        host.element("Title")?.value, "Quarterly report", "the Title field after \"Use server title\"",
        log: host.events)
    },
  ]
}
