/// A view with a transition (`.transition(_:)`): transparent to identity,
/// paths and the rendered tree.
///
/// What it models is the one effect of a transition that has no frames: the
/// order of appearance actions when the view is removed. OpenSwiftUI's
/// compatibility tests, which run against Apple's SwiftUI
/// (`AppearanceActionModifierCompatibilityTests`), flip an `.id` on a view
/// with `onAppear` and `onDisappear`:
/// - with the default transition (`.opacity`) they record `AFATDT`: the new
///   view appears before the old one disappears. A removal transition keeps
///   the old view on screen while it runs, so it goes after the new one came;
/// - with `.transition(.identity)` they record `AFDTAT`: there is no removal
///   to run, the old view leaves at once, and its `onDisappear` comes first.
///
/// The transition applies where its view is removed: when this view is the
/// top of a removed subtree, or is reached from that top through modifiers
/// only (`.onAppear { }.transition(.identity).id(flag)`). A transition on a
/// view deeper inside a removed container is not the one that removes it.
public struct TransitionView<Content: View>: View {
  let content: Content
  let transition: AnyTransition
  public var body: Never { bodyError() }
}

extension TransitionView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {}

  func willUnmount(_ node: ViewNode) {
    guard transition.removesAtOnce, node.graph.isRemovalPoint(node) else { return }
    node.graph.removedAtOnce.insert(node.id)
  }
}
