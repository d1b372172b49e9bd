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
      steps: [
        ScenarioStep(
          "Open the list", .mount,
          expect: [rowShows("Passport: to pack"), rowShows("Novel: to pack")]),
        ScenarioStep(
          "Pack the passport", .tap("Pack Passport"),
          expect: [
            rowShows("Passport: packed"),
            rowsEvaluatedByTheStep(1, "packing one item re-evaluates one row", revealsBug: true),
          ]),
        ScenarioStep(
          "Your companion adds Sunscreen", .event("companion-adds"),
          expect: [
            rowShows("Sunscreen: to pack"),
            rowsEvaluatedByTheStep(1, "an added item evaluates only the new row", revealsBug: true),
          ]),
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

  private static func rowShows(_ text: String) -> Expectation {
    Expectation("a row shows \"\(text)\"") { app in
      let name = String(text.prefix { $0 != ":" })
      let shown = app.host.element(name + ":")?.label ?? "(no row for \(name))"
      return .equal(shown, text, "\"\(shown)\"")
    }
  }

  private static func rowsEvaluatedByTheStep(_ expected: Int, _ description: String, revealsBug: Bool)
    -> Expectation
  {
    Expectation(description, revealsBug: revealsBug) { app in
      let rows = app.bodiesOfLastAction.filter { $0 == "ItemRow" }.count
      return .equal("\(rows)", "\(expected)", "ItemRow's body ran \(rows) time\(rows == 1 ? "" : "s")")
    }
  }
}
