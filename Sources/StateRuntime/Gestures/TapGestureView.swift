/// A view that runs an action when it is tapped: what `.onTapGesture` returns.
///
/// The driver's ``ViewHost/tap(_:)`` reaches it like a button, by the text of
/// its content (`Text("Like").onTapGesture { … }` is tapped as "Like").
/// One driver tap completes the gesture whatever its `count`: the runtime has
/// no timing between touches, so a double-tap target is tapped once.
///
/// Modelled on SwiftUI's `onTapGesture(count:perform:)`: the content keeps
/// its identity (the gesture wraps it the same way on every evaluation), and
/// `.disabled(true)` on the view or an ancestor stops the gesture, as it
/// stops a button.
public struct TapGestureView<Content: View>: View {
  let content: Content
  /// Taps needed in SwiftUI; shown, not enforced.
  let count: Int
  let action: @MainActor () -> Void

  public var body: Never { bodyError() }
}

extension View {
  /// Runs `action` when the view is tapped `count` times.
  ///
  /// ```swift
  /// Image(systemName: isLiked ? "heart.fill" : "heart")
  ///   .onTapGesture(count: 2) { isLiked.toggle() }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> TapGestureView<Self>
  {
    TapGestureView(content: self, count: count, action: action)
  }
}

extension TapGestureView: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func element(in node: ViewNode) -> Element {
    var label = node.descendantTexts().joined(separator: " ")
    if label.isEmpty { label = node.descendantImageNames().joined(separator: " ") }
    return Element(
      kind: .tapTarget, label: label, value: count == 1 ? nil : "count: \(count)",
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .tap = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    self.action()
  }
}
