import LessonsPlayDriver
import StateRuntime

/// Lesson 13: granularity is per property, not per element.
enum PerElement {
  enum Broken {}
  enum Fixed {}

  /// Mounts one version on a fresh list, with the companion's edit as an outside event.
  @MainActor
  static func makeApp(_ variant: Variant, xcode: XcodeRelease) -> LessonApp {
    let list = PackingList()
    let events = [
      OutsideEvent("companion-adds", "your travel companion adds Sunscreen") { list.add("Sunscreen") }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "list.items": { list.items.map { "\($0.name)\($0.isPacked ? " ✓" : "")" }.joined(separator: ", ") }
    ]
    switch variant {
    case .broken:
      return LessonApp(Broken.PackingScreen(list: list), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(Fixed.PackingScreen(list: list), xcode: xcode, events: events, facts: facts)
    }
  }
}

/// The lesson's app for each version, its outside event, the facts its steps read and its
/// verdict. Its comparison of the two versions is the end of `scenario.play`.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in PerElement.makeApp(variant, xcode: xcode) },
  // The row of each item the steps pack or add, read by its name; and how many ItemRow
  // bodies the step ran, one per changed item when each row tracks its own item.
  facts: ["Passport", "Novel", "Sunscreen"].map { name in
    ScenarioFact("row \(name)") { app in
      "\"\(app.host.element(name + ":")?.label ?? "(no row for \(name))")\""
    }
  } + [
    ScenarioFact("rows run") { app in
      let rows = app.bodiesOfLastAction.filter { $0 == "ItemRow" }.count
      return "ItemRow's body ran \(rows) time\(rows == 1 ? "" : "s")"
    }
  ],
  verdict: { app, variant in
    // Since mount: the program's own counts start afresh at every step.
    let rows = app.host.changes.filter { $0.view == "ItemRow" }.count
    let screen = app.host.changes.filter { $0.view == "PackingScreen" }.count
    switch variant {
    case .broken:
      return "Packing one item and adding one ran ItemRow's body \(rows) times (4 rows at mount): every "
        + "row reads list.items, one property, so each write to it invalidated all of them. The screen "
        + "ran \(screen) times, as it must: it lays out the rows."
    case .fixed:
      return "The same two writes ran ItemRow's body \(rows) times (4 rows at mount): the packed row and "
        + "the new row. The screen ran \(screen) times and re-created every row; rows whose item was "
        + "equal were skipped."
    }
  })
