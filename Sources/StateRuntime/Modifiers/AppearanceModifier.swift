/// Runs an action when the view's identity appears (`.onAppear`) or goes away (`.onDisappear`).
public struct AppearanceView<Content: View>: View {
  let content: Content
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?
  public var body: Never { fatalError("AppearanceView is primitive") }
}

extension AppearanceView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    guard let onAppear else { return }
    let graph = node.graph
    graph.afterPass.append { graph.performAction("onAppear", onAppear) }
  }

  func willUnmount(_ node: ViewNode) {
    guard let onDisappear else { return }
    let graph = node.graph
    graph.afterPass.append { graph.performAction("onDisappear", onDisappear) }
  }
}

extension View {
  /// Runs `action` after the view first appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> AppearanceView<Self> {
    AppearanceView(content: self, onAppear: action, onDisappear: nil)
  }

  /// Runs `action` after the view goes away.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> AppearanceView<Self> {
    AppearanceView(content: self, onAppear: nil, onDisappear: action)
  }
}
