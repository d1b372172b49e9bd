/// A lesson or exercise as the shell lists it.
public struct CatalogEntry: Sendable, Equatable {
  /// The kebab-case id typed in commands (`init-copy`).
  public var id: String
  public var title: String
  /// One line for `list`.
  public var summary: String
  public var progress: ProgressMark

  public init(id: String, title: String, summary: String, progress: ProgressMark = .notStarted) {
    self.id = id
    self.title = title
    self.summary = summary
    self.progress = progress
  }
}
