/// The older navigation bar modifiers (`navigationBarTitle`,
/// `navigationBarItems`, `navigationBarHidden`), as SwiftUI declares them.
///
/// The bar itself is not drawn, so the titles and visibility are no-ops
/// that return the view unchanged (its identity and state are untouched).
/// `navigationBarItems` holds buttons, so it is a real modifier: its items
/// are children after the content, on the same screen, and the driver can
/// tap them.
public struct NavigationBarItem: Sendable {
  /// How a navigation bar shows its title.
  public enum TitleDisplayMode: Sendable {
    /// The style the navigation context implies.
    case automatic
    /// A small title inside the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}

extension View {
  /// Sets the title in the navigation bar: a no-op here.
  public func navigationBarTitle(_ title: Text) -> Self { self }

  /// Sets the title in the navigation bar: a no-op here.
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Self { self }

  /// Sets the title and its display mode: a no-op here.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> Self {
    self
  }

  /// Sets the title and its display mode: a no-op here.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Self { self }

  /// Sets how the navigation bar shows the title: a no-op here.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self {
    self
  }

  /// Hides or shows the navigation bar: a no-op here.
  public func navigationBarHidden(_ hidden: Bool) -> Self { self }

  /// Hides or shows the back button: a no-op here (the driver's `goBack()` still pops).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }

  /// Puts `leading` and `trailing` in the navigation bar, where the driver can tap them.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    NavigationBarItems(base: self, leading: leading, trailing: trailing)
  }

  /// Puts `leading` in the navigation bar, where the driver can tap it.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    NavigationBarItems(base: self, leading: leading, trailing: EmptyView())
  }

  /// Puts `trailing` in the navigation bar, where the driver can tap it.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    NavigationBarItems(base: self, leading: EmptyView(), trailing: trailing)
  }
}

/// The modifier behind `navigationBarItems`: the content, then the bar's
/// leading and trailing items, each its own identity.
struct NavigationBarItems<Base: View, Leading: View, Trailing: View>: View {
  let base: Base
  let leading: Leading
  let trailing: Trailing

  var body: Never { bodyError() }
}

extension NavigationBarItems: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [
      ChildView(key: .content, view: base),
      ChildView(key: .position(1), view: leading),
      ChildView(key: .position(2), view: trailing),
    ]
  }
}
