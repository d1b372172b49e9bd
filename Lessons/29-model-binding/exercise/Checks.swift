// The checks for the exercise 'model-binding'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Book, ReadingScreen.

import StateRuntime

/// The reading screen over an in-memory container holding one book at page 120.
@MainActor func readingHost() throws -> ViewHost<some View> {
  let container = try ModelContainer(
    for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  container.mainContext.insert(Book(title: "Middlemarch", currentPage: 120))
  try container.mainContext.save()
  return ViewHost(ReadingScreen().modelContainer(container))
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the editor shows the book") {
      let host = try readingHost()
      try expectEqual(
        host.element("Title")?.value, "Middlemarch", "the Title field after mounting", log: host.events)
      try expectEqual(
        host.element("Page")?.label, "Page 120", "the Page stepper after mounting", log: host.events)
    },
    Check("typing renames the book at once") {
      let host = try readingHost()
      try host.type("Middlemarch (annotated)", into: "Title")
      try expect(
        host.element("Middlemarch (annotated): page 120") != nil,
        "after typing a new title the list should read \"Middlemarch (annotated): page 120\"; the screen shows:\n"
          + host.render(), log: host.events)
    },
    Check("the editor follows the e-reader's sync") {
      let host = try readingHost()
      try host.tap("Sync from e-reader")
      try expectEqual(
        host.element("Page")?.label, "Page 250", "the Page stepper after the sync set page 250",
        log: host.events)
    },
    Check("an edit after the sync keeps the synced page") {
      let host = try readingHost()
      try host.tap("Sync from e-reader")
      try host.type("Middlemarch, vol. 2", into: "Title")
      try expect(
        host.element("Middlemarch, vol. 2: page 250") != nil,
        "after the sync and a new title the list should read \"Middlemarch, vol. 2: page 250\"; the screen shows:\n"
          + host.render(), log: host.events)
    },
  ]
}
