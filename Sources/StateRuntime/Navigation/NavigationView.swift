/// A navigation container in the style before `NavigationStack`: its links
/// push on it as on a stack's root.
///
/// SwiftUI deprecates `NavigationView` (iOS 16, Xcode 14) for
/// `NavigationStack` and `NavigationSplitView`, but most published code uses
/// it. Modelled as its stack style, what an iPhone shows: a root, and a view
/// per link pushed above it; `dismiss()`, `presentationMode` and the driver's
/// `goBack()` pop them. It has no path binding, as in SwiftUI.
///
/// ```swift
/// NavigationView {
///   List { NavigationLink("Settings", destination: SettingsView()) }
///     .navigationBarTitle("Home")
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view whose root is `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension NavigationView: NamedPrimitiveView, NavigationStackView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    makeStackChildren(root: content, path: nil, in: node, environment: &environment)
  }
}

/// How a `NavigationView` lays out its columns; the runtime shows one column
/// (the stack style) whatever the style, as an iPhone in portrait does.
@MainActor
public protocol NavigationViewStyle {}

/// One screen at a time, pushed and popped (SwiftUI's `.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Columns side by side on large screens (SwiftUI's `.columns`); shown as a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// The platform's default style (SwiftUI's `.automatic`); shown as a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Columns side by side on large screens.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  /// Sets the style of the `NavigationView`s in this view: a no-op, as the
  /// runtime shows every style as a stack (the view and its state are as
  /// SwiftUI keeps them).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}
