/// Xcode 27's `TupleContent`: what a builder block of several expressions builds there.
///
/// Modelled from Apple's TN3211 ("Resolving SwiftUI source incompatibilities for State and
/// ContentBuilder"): "The unified `@ContentBuilder` produces `TupleContent` rather than
/// `TupleView` as the concrete return type for multi-expression builder blocks", and
/// `ContentBuilder` "assembles arbitrary content, and that content conforms to the protocol
/// its context requires only when its elements do": so `TupleContent` is a `View` only when
/// each of its elements is one.
///
/// Only a file compiled for Xcode 27 gets one from a block (the tool's `StateMacros` module,
/// imported in that era, adds the builder's overloads); in Xcode 26's era blocks build
/// `TupleView` as before. On screen it is a `TupleView`: each element's position in the block
/// is part of its identity.
public struct TupleContent<each Content> {
  public var value: (repeat each Content)
  let elements: [any View]

  public init(_ content: repeat each Content) {
    value = (repeat each content)
    var elements: [any View] = []
    for element in repeat each content {
      if let view = element as? any View { elements.append(view) }
    }
    self.elements = elements
  }
}

extension TupleContent: View where repeat each Content: View {
  public var body: Never { bodyError() }
}

extension TupleContent: PrimitiveView where repeat each Content: View {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    elements.enumerated().map { ChildView(key: .position($0.offset), view: $0.element) }
  }
}

extension TupleContent: GroupMemberContent where repeat each Content: View {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    GroupMembers(
      members: elements.enumerated().map { (.position($0.offset), GroupMembers.wrapping($0.element, wrap)) })
  }
}

/// Xcode 27's `EmptyContent`: what an empty builder block builds there (TN3211: "Supply an
/// explicit `EmptyContent` (or `EmptyView`) value"). It shows nothing, as `EmptyView` does.
public struct EmptyContent: View {
  public init() {}
  public var body: Never { bodyError() }
}

extension EmptyContent: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension EmptyContent: GroupMemberContent {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    GroupMembers(members: [])
  }
}
