/// A view that performs an action for each value a publisher sends while it is on screen.
///
/// As in SwiftUI, the subscription starts when the view appears and ends when it
/// disappears (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:));
/// the action is the one of the view's latest body. Each value is delivered on the main
/// actor; a timer's fire is its own update (`Timer.TimerPublisher`).
public struct OnReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: @MainActor (P.Output) -> Void
  public var body: Never { bodyError() }
}

/// The subscription of an `onReceive`, kept with its view's identity.
@MainActor
final class ReceiveSubscription {
  var action: (@MainActor (Any) -> Void)?
  var cancellable: AnyCancellable?

  static let storageKey = "onReceive"
}

extension OnReceiveView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    let subscription = ReceiveSubscription()
    subscription.action = erasedAction
    node.stateObjects[ReceiveSubscription.storageKey] = subscription
    let publisher = self.publisher
    // Subscribed once the view is on screen, as SwiftUI does; timers it connects run on
    // this host's clock and count as its work.
    node.graph.afterPass.append { [weak node, weak subscription] in
      guard let node, node.isMounted, let subscription else { return }
      subscription.cancellable = ActingNode.$current.withValue(node) {
        RuntimeClock.$current.withValue(node.graph.clock) {
          publisher.sink { [weak subscription] value in
            MainActor.assumeIsolated { subscription?.action?(value) }
          }
        }
      }
    }
  }

  func didUpdate(_ node: ViewNode, from oldView: any View) {
    (node.stateObjects[ReceiveSubscription.storageKey] as? ReceiveSubscription)?.action = erasedAction
  }

  func willUnmount(_ node: ViewNode) {
    let subscription =
      node.stateObjects.removeValue(forKey: ReceiveSubscription.storageKey) as? ReceiveSubscription
    subscription?.cancellable?.cancel()
    subscription?.action = nil
  }

  private var erasedAction: @MainActor (Any) -> Void {
    let action = self.action
    return { value in
      if let value = value as? P.Output { action(value) }
    }
  }
}

extension View {
  /// Performs `action` for each value `publisher` sends, while this view is on screen.
  ///
  /// ```swift
  /// Text("\(seconds) s")
  ///   .onReceive(timer) { _ in seconds += 1 }
  /// ```
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> OnReceiveView<Self, P> where P.Failure == Never {
    OnReceiveView(content: self, publisher: publisher, action: action)
  }
}
