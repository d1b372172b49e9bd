/// A presented sheet: the root of its content's identity, shown by name in
/// paths and the rendered tree, and the place `@Environment(\.dismiss)`
/// finds its dismiss action.
struct Sheet<Content: View>: View {
  let content: Content
  let dismiss: @MainActor () -> Void

  var body: Never { bodyError() }
}

extension Sheet: NamedPrimitiveView, DismissibleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    DismissTarget.install(dismiss, in: node, environment: &environment)
    return [ChildView(key: .content, view: content)]
  }
}

/// A presentation's dismiss action, kept per identity so that its subtree is
/// handed the very same environment while nothing else changed (as
/// `EnvironmentWriter` does): descendants then know nothing happened.
@MainActor
final class DismissTarget {
  var action: @MainActor () -> Void = {}
  var inherited: EnvironmentValues?
  var result: EnvironmentValues?

  static func install(
    _ action: @escaping @MainActor () -> Void, in node: ViewNode, environment: inout EnvironmentValues,
    buttonsDismiss: Bool = false
  ) {
    let target = node.graph.memory("dismiss", of: node) { DismissTarget() }
    target.action = action
    if let inherited = target.inherited, inherited.isIdentical(to: environment), let result = target.result {
      environment = result
      return
    }
    target.inherited = environment
    environment.dismiss = DismissAction { [weak target] in target?.action() }
    // What a presentation gives its content, with the dismiss action.
    environment.isPresented = true
    if buttonsDismiss { environment.buttonsDismissPresentation = true }
    target.result = environment
  }
}

/// A presentation ``ViewHost/dismiss()`` or ``ViewHost/goBack()`` can end.
@MainActor
protocol DismissibleView {
  var dismiss: @MainActor () -> Void { get }
}
