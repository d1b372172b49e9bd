@_spi(Tooling) import StateRuntime

/// A mounted ``ViewHost`` whatever its root type: what scenarios and the
/// shell need to drive and inspect it.
@MainActor
///
/// The user's actions go through ``perform(_:)`` with the runtime's ``ControlAction``;
/// `tap`, `type` and the rest are the runtime's thin wrappers over it.
package protocol ScenarioHost: AnyObject {
  func perform(_ action: ControlAction) throws(ViewHostError)
  func tap(_ title: String) throws(ViewHostError)
  func type(_ text: String, into title: String) throws(ViewHostError)
  func toggle(_ label: String) throws(ViewHostError)
  func increment(_ label: String) throws(ViewHostError)
  func decrement(_ label: String) throws(ViewHostError)
  func focus(_ label: String) throws(ViewHostError)
  func dismiss() throws(ViewHostError)
  func goBack() throws(ViewHostError)
  func element(_ label: String) -> Element?
  func elements() -> [Element]
  func elements(includingCovered: Bool) -> [Element]
  func bodyCount(of typeName: String) -> Int
  var bodyCounts: [String: Int] { get }
  func resetCounts()
  var changes: [BodyChange] { get }
  var events: [RuntimeEvent] { get }
  var issues: [RuntimeIssue] { get }
  func render() -> String
  func presentedScreens() -> [PresentedScreen]
  func flush()
  @discardableResult func settle(timeout: Duration?) async -> SettleResult
  @discardableResult func advance(by duration: Duration, timeout: Duration?) async -> SettleResult
}

extension ViewHost: ScenarioHost {}
