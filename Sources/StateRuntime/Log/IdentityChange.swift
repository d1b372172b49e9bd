/// A view named by its type and its identity path.
public struct ViewReference: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The view's type name (`CommentBox`).
  public let view: String
  /// Its identity path (`DiscussionScreen/VStack[2](else).id(1)/CommentBox`).
  public let path: String

  public init(view: String, path: String) {
    self.view = view
    self.path = path
  }

  public var description: String { "\(view)  [\(path)]" }
}

/// A place in a parent's body whose identity changed while the parent updated: a new
/// `.id`, the other `if`/`else` branch, another type, or a child that went away or came.
///
/// Recorded only when a mounted view updates its children, never at their first
/// mount, so a lesson's mount does not list every view it creates. SwiftUI's rule
/// (WWDC21 "Demystify SwiftUI"): a child with another identity is another view, the
/// old one is discarded with its state and the new one starts with fresh state.
public struct IdentityChange: Hashable, Sendable, Codable {
  /// What differs between the old child and the new one in the same place.
  public enum Kind: Hashable, Sendable, Codable {
    /// `.id(_:)` was given another value (described: `1`, `"ana"`).
    case idChanged(old: String, new: String)
    /// The other branch of an `if`/`else` (or `switch`) was taken: `if` or `else`.
    case branchChanged(old: String, new: String)
    /// The same place holds a view of another type.
    case typeChanged(old: String, new: String)
    /// The child is no longer in the body (a `ForEach` element removed, an `if` now false).
    case removed
    /// A child that was not there before (a `ForEach` element added, an `if` now true).
    case inserted
  }

  public let kind: Kind
  /// The view whose body built the place, when there is one.
  public let owner: ViewReference?
  /// The update pass it happened in.
  public let pass: Int
  /// The old child's identity path, unless it was inserted.
  public let oldPath: String?
  /// The new child's identity path, unless it was removed.
  public let newPath: String?
  /// The views with a body under the old child, discarded with their state, top first.
  public let discarded: [ViewReference]
  /// The views with a body under the new child, created with fresh state, top first.
  public let created: [ViewReference]

  public init(
    kind: Kind, owner: ViewReference?, pass: Int, oldPath: String?, newPath: String?,
    discarded: [ViewReference], created: [ViewReference]
  ) {
    self.kind = kind
    self.owner = owner
    self.pass = pass
    self.oldPath = oldPath
    self.newPath = newPath
    self.discarded = discarded
    self.created = created
  }
}
