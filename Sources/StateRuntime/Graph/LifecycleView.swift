/// A primitive that does work when its identity appears, updates or goes
/// away (`.task`, `.onAppear`).
@MainActor
protocol LifecycleView: PrimitiveView {
  func didMount(_ node: ViewNode)
  func didUpdate(_ node: ViewNode, from oldView: any View)
  func willUnmount(_ node: ViewNode)
}

extension LifecycleView {
  func didUpdate(_ node: ViewNode, from oldView: any View) {}
  func willUnmount(_ node: ViewNode) {}
}
