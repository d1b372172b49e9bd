import LessonKit

/// A mounted scenario that can describe its view tree as data, for `tree --svg`.
@MainActor
protocol TreePicturing {
  /// The tree now, with heat since mount and the marks of the last action; and a title for it.
  func treeSnapshot() -> (tree: TreeSnapshot, title: String)?
}
