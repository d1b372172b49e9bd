/// The four core lessons and their exercises, known before the lesson modules land.
public struct CoreCatalog: CatalogProvider {
  /// The four core lessons, all not started.
  public init() {}

  public var lessons: [CatalogEntry] {
    [
      CatalogEntry(
        id: "init-copy", title: "A copy made at init time",
        summary: "A child's @State copies a parent's value once and then drifts."),
      CatalogEntry(
        id: "binding-by-value", title: "A binding passed by value",
        summary: "A child edits its own copy; the owner never hears of it."),
      CatalogEntry(
        id: "identity-reset", title: "An identity reset",
        summary: "Moving a view between if/else branches throws its state away."),
      CatalogEntry(
        id: "broad-summary", title: "An over-broad summary property",
        summary: "A convenience property makes a view depend on everything it touches."),
    ]
  }

  public var exercises: [CatalogEntry] {
    lessons.map {
      CatalogEntry(id: $0.id, title: $0.title, summary: "Fix the bug from the lesson.")
    }
  }
}
