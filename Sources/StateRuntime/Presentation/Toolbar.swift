/// The modifier behind `.toolbar { }`: the base, then the toolbar's items.
///
/// The runtime has no bars: a toolbar's items are shown after the content
/// they decorate, on the same screen, so their buttons are on screen and
/// tappable where the content is (and covered where it is covered). Each
/// item has an identity under the toolbar, so state inside an item lives as
/// long as the toolbar does.
struct ToolbarModifier<Base: View, Content: View>: View {
  let base: Base
  let content: Content

  var body: Never { bodyError() }
}

extension ToolbarModifier: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .position(0), view: base), ChildView(key: .position(1), view: Toolbar(content: content))]
  }
}

/// The toolbar's items, named in paths and the rendered tree.
struct Toolbar<Content: View>: View {
  let content: Content

  var body: Never { bodyError() }
}

extension Toolbar: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

/// Where a toolbar item goes: accepted and ignored, as the runtime draws no bars.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  /// The platform decides.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The most prominent action (trailing on iPhone).
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// An action that completes a task (a sheet's Done).
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// An action that cancels a task.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A destructive action.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing edge of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading edge of the top bar (iOS 17's name for `navigationBarLeading`).
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar (iOS 17's name for `navigationBarTrailing`).
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The secondary actions.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// A navigation action (back and forward).
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// A status item.
  public static let status = ToolbarItemPlacement(name: "status")
}

/// One item of a toolbar: its content, at a placement the runtime ignores.
public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { bodyError() }
}

extension ToolbarItem where ID == () {
  /// Creates a toolbar item at `placement`.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
  /// }
  /// ```
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

extension ToolbarItem: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

/// Several toolbar items at one placement, which the runtime ignores.
public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group of toolbar items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension ToolbarItemGroup: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

extension View {
  /// Adds a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s, or plain views
  /// (usually buttons), which the runtime shows after this view, on screen
  /// and tappable.
  ///
  /// SwiftUI builds toolbar items with a `ToolbarContentBuilder`; the
  /// runtime makes `ToolbarItem` and `ToolbarItemGroup` views, so one
  /// `ViewBuilder` takes both spellings.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
  /// }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ToolbarModifier(base: self, content: content())
  }
}
