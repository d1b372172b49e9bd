/// A row with swipe actions or a context menu: the content, then the buttons.
///
/// Modelled: the buttons, reachable by the driver without the swipe or the long press that
/// reveals them in SwiftUI (the rendered tree shows them under `SwipeActions` or
/// `ContextMenu`), acting for their row. Not modelled: the edge, full swipe, and the menu's look.
public struct SwipeActionsView<Content: View, Actions: View>: View {
  let content: Content
  let actions: Actions
  var isContextMenu = false

  public var body: Never { bodyError() }
}

extension SwipeActionsView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let group: any View = isContextMenu ? ContextMenu(content: actions) : SwipeActions(content: actions)
    return [ChildView(key: .content, view: content), ChildView(key: .position(1), view: group)]
  }
}

/// The buttons a swipe reveals.
struct SwipeActions<Content: View>: View {
  let content: Content
  var body: Never { bodyError() }
}

/// The buttons a long press reveals; also SwiftUI's deprecated `ContextMenu` value
/// (`.contextMenu(ContextMenu { … })`, in ContextMenu.swift).
public struct ContextMenu<Content: View>: View {
  let content: Content
  public var body: Never { bodyError() }
}

extension SwipeActions: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

extension ContextMenu: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

/// Which edge of a row swipe actions come from; accepted and ignored.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing
}

extension View {
  /// Adds buttons that swiping the row reveals; the driver taps them directly.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> SwipeActionsView<Self, T> {
    SwipeActionsView(content: self, actions: content())
  }

  /// Adds a menu that a long press reveals; the driver taps its buttons directly.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> SwipeActionsView<
    Self, MenuItems
  > {
    SwipeActionsView(content: self, actions: menuItems(), isContextMenu: true)
  }
}
