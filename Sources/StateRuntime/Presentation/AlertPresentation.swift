/// How a presentation modifier shows its content.
enum PresentationStyle {
  /// A sheet (also a full-screen cover or a compact popover).
  case sheet
  /// An alert: a title, an optional message, and buttons that dismiss it.
  case alert
  /// A confirmation dialog (an action sheet on iPhone): buttons that dismiss it.
  case confirmationDialog
}

/// A presented alert: like a ``Sheet`` it covers its presenter, has an
/// identity of its own and is what ``ViewHost/dismiss()`` ends; unlike a
/// sheet, tapping any of its buttons dismisses it after the button's action.
struct PresentedAlert<Content: View>: View {
  let content: Content
  let dismiss: @MainActor () -> Void

  var body: Never { bodyError() }
}

/// A presented confirmation dialog; to the runtime an alert with another name.
struct ConfirmationDialog<Content: View>: View {
  let content: Content
  let dismiss: @MainActor () -> Void

  var body: Never { bodyError() }
}

extension PresentedAlert: NamedPrimitiveView, DismissibleView, SheetView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    DismissTarget.install(dismiss, in: node, environment: &environment, buttonsDismiss: true)
    return [ChildView(key: .content, view: content)]
  }
}

extension ConfirmationDialog: NamedPrimitiveView, DismissibleView, SheetView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    DismissTarget.install(dismiss, in: node, environment: &environment, buttonsDismiss: true)
    return [ChildView(key: .content, view: content)]
  }
}

/// A presented alert or confirmation dialog, named for the driver's
/// messages by its kind and title (`alert "Delete all?"`).
@MainActor
protocol DialogView {
  func name(in node: ViewNode) -> String
  /// The title it shows, if any.
  var title: String? { get }
  /// Whether it is a confirmation dialog rather than an alert.
  var isConfirmationDialog: Bool { get }
}

extension PresentedAlert: DialogView {
  func name(in node: ViewNode) -> String { DialogNaming.name("alert", content: content) }
  var title: String? { (content as? any TitledDialog)?.dialogTitle }
  var isConfirmationDialog: Bool { false }
}

extension ConfirmationDialog: DialogView {
  func name(in node: ViewNode) -> String { DialogNaming.name("confirmation dialog", content: content) }
  var title: String? { (content as? any TitledDialog)?.dialogTitle }
  var isConfirmationDialog: Bool { true }
}

/// A dialog's kind, with its title when it shows one.
enum DialogNaming {
  @MainActor
  static func name(_ kind: String, content: some View) -> String {
    guard let titled = content as? any TitledDialog, let title = titled.dialogTitle else { return kind }
    return "\(kind) \"\(title)\""
  }
}

/// Dialog content, asked for its title.
@MainActor
protocol TitledDialog {
  var dialogTitle: String? { get }
}

extension DialogContent: TitledDialog {
  var dialogTitle: String? { title }
}

/// What an alert or dialog shows: its title (unless hidden), its actions,
/// then its message.
struct DialogContent<Actions: View, Message: View>: View {
  let title: String?
  let actions: Actions
  let message: Message

  var body: some View {
    if let title { Text(title) }
    actions
    message
  }
}

private struct ButtonsDismissKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether a button here dismisses the presentation it is in after its
  /// action runs: inside an alert or a confirmation dialog.
  var buttonsDismissPresentation: Bool {
    get { self[ButtonsDismissKey.self] }
    set { self[ButtonsDismissKey.self] = newValue }
  }
}

/// Whether a dialog shows its title (`confirmationDialog(_:isPresented:titleVisibility:actions:)`).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The platform decides: on iPhone a confirmation dialog's title is hidden.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

extension View {
  /// Presents an alert while `isPresented` is `true`, with `title` and the
  /// buttons `actions` builds.
  ///
  /// Modelled on Apple's `alert(_:isPresented:actions:)`: "when the user
  /// presses or taps one of the alert's actions, the system sets this value
  /// to `false` and dismisses" — the runtime runs the button's action, then
  /// writes `isPresented = false`. The alert covers its presenter as a sheet
  /// does. With no actions, SwiftUI adds an OK button, and so does the runtime.
  ///
  /// ```swift
  /// .alert("Login failed", isPresented: $didFail) {
  ///   Button("OK") {}
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Presents an alert with a title given as `Text`.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    alert(title.content, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Presents an alert with a message under its buttons' title (see
  /// `alert(_:isPresented:actions:)`).
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $isAsking) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: {
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A,
    @ViewBuilder message: @escaping @MainActor () -> M
  ) -> some View {
    let title = String(title)
    return SheetPresentation(
      base: self, presented: { isPresented.wrappedValue ? true : nil }, identity: { AnyHashable($0) },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
      content: { _ in
        DialogContent(title: title, actions: AlertActions(actions: actions()), message: message())
      },
      style: .alert)
  }

  /// Presents an alert with a message and a title given as `Text`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A,
    @ViewBuilder message: @escaping @MainActor () -> M
  ) -> some View {
    alert(title.content, isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog while `isPresented` is `true`: its
  /// buttons, each dismissing the dialog after its action (Apple: "all
  /// actions in a confirmation dialog will dismiss the dialog after the
  /// action runs"). The title shows unless `titleVisibility` is `.hidden`
  /// or `.automatic` (hidden on iPhone, the platform the runtime models).
  ///
  /// ```swift
  /// .confirmationDialog("Discard draft?", isPresented: $isAsking, titleVisibility: .visible) {
  ///   Button("Discard", role: .destructive) { draft = "" }
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// Presents a confirmation dialog with a message (see
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
  ) -> some View {
    let shown = titleVisibility == .visible ? String(title) : nil
    return SheetPresentation(
      base: self, presented: { isPresented.wrappedValue ? true : nil }, identity: { AnyHashable($0) },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
      content: { _ in DialogContent(title: shown, actions: actions(), message: message()) },
      style: .confirmationDialog)
  }
}

/// An alert's actions, or SwiftUI's standard OK button when there are none.
struct AlertActions<Actions: View>: View {
  let actions: Actions

  var body: some View {
    if actions is EmptyView || actions is EmptyContent {
      Button("OK") {}
    } else {
      actions
    }
  }
}
