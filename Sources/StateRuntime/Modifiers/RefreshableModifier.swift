extension View {
  /// Marks the view as refreshable by pull-to-refresh; the action is kept, never run.
  ///
  /// Modelled as a no-op: the driver has no pull gesture, so nothing starts the refresh.
  /// A file whose behaviour needs the refresh to run can call the same work from a button
  /// or `.task`, which the driver does run. The tree and identity are unchanged, as in
  /// SwiftUI, where `refreshable` only sets an environment value.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
}
