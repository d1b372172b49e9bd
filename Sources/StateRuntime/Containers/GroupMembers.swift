/// The members of a `Group`, each wrapped by a modifier applied to the group.
///
/// Apple's `Group` documentation: a modifier applied to a group applies to
/// each of its members, so `.onAppear` on a group runs once for every
/// member, and again whenever a member appears, as when a condition inside
/// the group flips. The group's content is flattened the way a view builder
/// nests it (blocks, `if`/`else`, optional content, nested groups), keeping
/// each member's structural key, so identity is the same as without the
/// modifier. A `ForEach` inside counts as one member here.
struct GroupMembers: View {
  let members: [(key: ChildKey, view: any View)]

  var body: Never { bodyError() }
}

extension GroupMembers: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    members.map { ChildView(key: $0.key, view: $0.view) }
  }
}

/// Content that can hand its members to a modifier applied to a `Group`.
@MainActor
protocol GroupMemberContent {
  /// This content with `wrap` applied to each member.
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View
}

extension GroupMembers {
  /// `content` with `wrap` applied to each member, or to `content` itself
  /// when it is a single view.
  @MainActor
  static func wrapping(_ content: any View, _ wrap: (any View) -> any View) -> any View {
    if let members = content as? any GroupMemberContent {
      return members.wrappingMembers(wrap)
    }
    return wrap(content)
  }
}

extension Group: GroupMemberContent {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    GroupMembers(members: [(.content, GroupMembers.wrapping(content, wrap))])
  }
}

extension TupleView: GroupMemberContent {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    GroupMembers(
      members: elements.enumerated().map { (.position($0.offset), GroupMembers.wrapping($0.element, wrap)) })
  }
}

extension _ConditionalContent: GroupMemberContent {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    switch storage {
    case .trueContent(let view): GroupMembers(members: [(.branch(true), GroupMembers.wrapping(view, wrap))])
    case .falseContent(let view): GroupMembers(members: [(.branch(false), GroupMembers.wrapping(view, wrap))])
    }
  }
}

extension Optional: GroupMemberContent where Wrapped: View {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    switch self {
    case .some(let view): GroupMembers(members: [(.branch(true), GroupMembers.wrapping(view, wrap))])
    case .none: GroupMembers(members: [])
    }
  }
}

extension EmptyView: GroupMemberContent {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    GroupMembers(members: [])
  }
}
