// `withAnimation` splits the updates of an action into transactions (see
// AnimationModifiers.swift): the graph's side of it.

extension ViewGraph {
  /// Applies the updates pending now as one transaction, unless an update is running.
  func commitTransaction() {
    guard !isInsidePass, hasPendingWork else { return }
    flush()
  }
}
