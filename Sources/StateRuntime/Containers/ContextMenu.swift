/// A context menu as a value (deprecated in SwiftUI for `contextMenu(menuItems:)`, still in
/// published code): `.contextMenu(ContextMenu { Button("Copy") { … } })`.
///
/// Modelled as ``View/contextMenu(menuItems:)``: the driver taps its buttons directly, as if
/// the long press had revealed them.
extension ContextMenu {
  /// A menu of `menuItems`.
  public init(@ViewBuilder menuItems: () -> Content) {
    self.init(content: menuItems())
  }
}

extension View {
  /// Adds a context menu given as a value (deprecated); `nil` adds none.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> SwipeActionsView<
    Self, MenuItems?
  > {
    SwipeActionsView(content: self, actions: contextMenu?.content, isContextMenu: true)
  }

  /// Adds a context menu with a preview (iOS 16); the driver taps its buttons directly, and
  /// the preview is not shown.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> SwipeActionsView<Self, M> {
    SwipeActionsView(content: self, actions: menuItems(), isContextMenu: true)
  }
}
