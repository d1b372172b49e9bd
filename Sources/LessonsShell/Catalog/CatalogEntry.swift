/// A lesson or exercise as the shell lists it.
public struct CatalogEntry: Sendable, Equatable {
  /// The kebab-case id typed in commands (`init-copy`).
  public var id: String
  /// The title shown beside the id (`A copy made at init time`).
  public var title: String
  /// One line for `list`.
  public var summary: String
  /// How far the learner got.
  public var progress: ProgressMark

  /// An entry; progress defaults to not started.
  public init(id: String, title: String, summary: String, progress: ProgressMark = .notStarted) {
    self.id = id
    self.title = title
    self.summary = summary
    self.progress = progress
  }
}
