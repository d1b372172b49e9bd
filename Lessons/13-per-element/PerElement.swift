import LessonKit
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

  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["PerElement+Broken.swift"], fixed: ["PerElement+Fixed.swift"], shared: ["PackingList.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in makeApp(variant, xcode: xcode) },
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
        let rows = app.host.bodyCount(of: "ItemRow")
        let screen = app.host.bodyCount(of: "PackingScreen")
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
      }),
    comparison: Comparison(
      title: "Body evaluations for one item packed and one added, after mount:",
      builds: Variant.allCases.map { variant in
        ComparisonBuild(variant.rawValue) { xcode in makeApp(variant, xcode: xcode) }
      },
      steps: [.tap("Pack Passport"), .event("companion-adds")],
      views: ["PackingScreen", "PackingHeader", "ItemRow"]),
    quiz: quiz)
}
