/// A view whose own `==` decides whether it changed, even when it is plain data.
///
/// SwiftUI compares a plain-data view bit for bit and ignores its `==`; an
/// Equatable view that is not plain data already uses `==`. Wrapping a view
/// in `EquatableView` (or calling `.equatable()`) makes `==` decide in both
/// cases, so an `==` that ignores a field really does skip the body.
///
/// ```swift
/// struct Badge: View, Equatable {
///   let count: Int
///   let tint: Int            // cosmetic: == ignores it
///   static func == (a: Self, b: Self) -> Bool { a.count == b.count }
///   var body: some View { Text("\(count)") }
/// }
/// Badge(count: n, tint: t).equatable()
/// ```
public struct EquatableView<Content: View & Equatable>: View {
  /// The view whose `==` decides.
  public var content: Content

  /// Wraps `content` so that its `==` decides whether it changed.
  public init(content: Content) {
    self.content = content
  }

  public var body: Never { bodyError() }
}

extension EquatableView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content, forcesEquatable: true)]
  }
}

extension View where Self: Equatable {
  /// Makes this view's own `==` decide whether it changed (an `EquatableView`).
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
