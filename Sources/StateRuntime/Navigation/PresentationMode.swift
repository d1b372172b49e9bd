/// Whether a view is presented, and the way to dismiss it: the older
/// spelling of `@Environment(\.dismiss)` and `@Environment(\.isPresented)`.
///
/// As SwiftUI declares it (deprecated since iOS 15 but in most published
/// code): the environment holds a `Binding<PresentationMode>`, so a view
/// calls `presentationMode.wrappedValue.dismiss()`. Inside a pushed view
/// that pops it; inside a sheet it dismisses the sheet; elsewhere it does
/// nothing and `isPresented` is `false`.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
  /// Whether the view is in a sheet or pushed on a navigation stack.
  public let isPresented: Bool
  let action: DismissAction

  /// Dismisses the view if it is presented.
  @MainActor public mutating func dismiss() {
    action()
  }
}

extension EnvironmentValues {
  /// The presentation mode of the view: a binding that reads the nearest
  /// presentation (``PresentationMode``).
  @MainActor public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, action: dismiss)
    // SwiftUI ignores writes; dismissing goes through `dismiss()`.
    return Binding(get: { mode }, set: { _ in })
  }
}
