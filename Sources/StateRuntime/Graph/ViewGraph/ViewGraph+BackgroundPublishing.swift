/// SwiftUI's runtime warning for an `ObservableObject` that announces a change
/// off the main thread (a `@Published` write from a background task).
///
/// SwiftUI's subscriber checks the thread each announcement arrives on and
/// logs "Publishing changes from background threads is not allowed; make sure
/// to publish values from the main thread (via operators like receive(on:)) on
/// model updates." The update itself still happens, later, on the main thread.
extension ViewGraph {
  func reportBackgroundPublishing(nodeID: Int, object: String) {
    let path = nodesByID[nodeID]?.node?.path
    let issue = RuntimeIssue(
      kind: .publishedFromBackgroundThread, severity: .warning,
      message: "Publishing changes from background threads is not allowed; make sure to publish values "
        + "from the main thread (via operators like receive(on:)) on model updates. "
        + "(\(object) announced a change off the main thread; write it on the main actor, "
        + "e.g. with `await MainActor.run { … }` or by making \(object) @MainActor.)",
      path: path)
    // Each view observing the object hears the same write; consecutive
    // repeats are folded into one warning.
    if let last = issues.last, last.kind == issue.kind, last.message == issue.message { return }
    raise(issue)
  }
}
