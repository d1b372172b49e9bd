/// A lesson or exercise as the shell lists it.
package struct CatalogEntry: Sendable, Equatable {
  /// The kebab-case id typed in commands (`draft-title`).
  package var id: String
  /// The title shown beside the id (`A copy made at init time`).
  package var title: String
  /// One line for `list`.
  package var summary: String
  /// How far the learner got.
  package var progress: ProgressMark
  /// The pack folder a lesson was loaded from; `nil` for the course the tool ships.
  package var origin: String?

  /// An entry; progress defaults to not started, origin to the shipped course.
  package init(
    id: String, title: String, summary: String, progress: ProgressMark = .notStarted, origin: String? = nil
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.progress = progress
    self.origin = origin
  }
}
