/// Dismisses the current presentation: read it with `@Environment(\.dismiss)`
/// and call it as a function.
///
/// Modelled on SwiftUI's `DismissAction`: inside a sheet it dismisses the
/// sheet (setting its `isPresented` binding to `false`, or its item to
/// `nil`); inside a view pushed on a `NavigationStack` it pops that view; the
/// nearest of the two wins. Anywhere else it does nothing.
///
/// ```swift
/// struct EditSheet: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  init(_ action: @escaping @MainActor @Sendable () -> Void) {
    self.action = action
  }

  /// Dismisses the nearest presentation.
  @MainActor public func callAsFunction() {
    action()
  }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction {}
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the view is inside presented content: a sheet, or a view pushed
  /// on a `NavigationStack` (SwiftUI's `isPresented`); `false` elsewhere,
  /// the root of a stack included.
  ///
  /// ```swift
  /// @Environment(\.isPresented) private var isPresented
  /// ```
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Dismisses the nearest sheet or pushed view (``DismissAction``).
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
