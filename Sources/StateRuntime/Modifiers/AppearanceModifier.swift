/// Runs an action when the view's identity appears (`.onAppear`) or goes away (`.onDisappear`).
public struct AppearanceView<Content: View>: View {
  let content: Content
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?
  public var body: Never { bodyError() }
}

extension AppearanceView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    if let group = content as? any GroupMemberContent, content is any GroupView {
      // On a Group, the modifier applies to each member (see GroupMembers).
      let (onAppear, onDisappear) = (self.onAppear, self.onDisappear)
      let members = group.wrappingMembers { member in
        member.appearing(onAppear: onAppear, onDisappear: onDisappear)
      }
      return [ChildView(key: .content, view: members)]
    }
    return [ChildView(key: .content, view: content)]
  }

  /// Whether this modifier hands its actions to the members of a Group.
  private var distributesToMembers: Bool { content is any GroupView }

  func didMount(_ node: ViewNode) {
    guard let onAppear, !distributesToMembers else { return }
    let graph = node.graph
    graph.afterPass.append {
      graph.record(.appearanceActionRan(.init(node, .appeared)))
      graph.performAction("onAppear", for: node, onAppear)
    }
  }

  func willUnmount(_ node: ViewNode) {
    guard let onDisappear, !distributesToMembers else { return }
    let graph = node.graph
    // After the pass's appearances: when `.id` replaces a view, SwiftUI runs
    // the new view's onAppear before the old one's onDisappear (OpenSwiftUI's
    // compatibility tests record "AADD" for an id flip and a teardown).
    // Removed with the identity transition, it leaves before they appear
    // (see TransitionView). Recorded when the action runs, so the log line
    // sits with the writes the action makes.
    let ran = AppearanceActionRan(node, .disappeared)
    let disappear = {
      graph.record(.appearanceActionRan(ran))
      graph.performAction("onDisappear", for: node, onDisappear)
    }
    if graph.leavesAtOnce(node) {
      graph.beforeAppearances.append(disappear)
    } else {
      graph.afterDisappearances.append(disappear)
    }
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

extension View {
  /// This view with appearance actions, type-erased (a Group's member).
  func appearing(
    onAppear: (@MainActor () -> Void)?, onDisappear: (@MainActor () -> Void)?
  ) -> any View {
    AppearanceView(content: self, onAppear: onAppear, onDisappear: onDisappear)
  }
}

extension AppearanceActionRan {
  /// The run of `node`'s action, named for the view whose body applied the modifier.
  @MainActor init(_ node: ViewNode, _ phase: Phase) {
    self.init(view: node.contentOwner?.typeName ?? node.typeName, path: node.path, phase: phase)
  }
}
