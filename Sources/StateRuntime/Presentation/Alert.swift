/// An alert, as the deprecated `alert(isPresented:content:)` and
/// `alert(item:content:)` take it: a title, a message and one or two buttons.
///
/// Deprecated by Apple since iOS 15 in favour of
/// `alert(_:isPresented:actions:message:)`, but in much published code. The
/// runtime presents it exactly as that modifier: each button runs its action
/// and dismisses the alert.
public struct Alert {
  let title: String
  let message: String?
  let buttons: [Button]

  /// Creates an alert with one button (an OK button when `dismissButton` is `nil`).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.content
    self.message = message?.content
    self.buttons = [dismissButton ?? Button(label: "OK", role: nil, action: nil)]
  }

  /// Creates an alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.content
    self.message = message?.content
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button in an ``Alert``.
  public struct Button {
    let label: String
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label.content, role: nil, action: action)
    }

    /// A button that cancels, labelled `label`.
    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label.content, role: .cancel, action: action)
    }

    /// A button that cancels, with the system's label ("Cancel").
    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: "Cancel", role: .cancel, action: action)
    }

    /// A button for a destructive action.
    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label.content, role: .destructive, action: action)
    }
  }
}

/// The buttons of an ``Alert``, as the views the runtime drives.
struct AlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      StateRuntime.Button(button.label, role: button.role) { button.action?() }
    }
  }
}

extension View {
  /// Presents `content`'s alert while `isPresented` is `true` (deprecated by
  /// Apple; see ``Alert``). Tapping a button runs its action and sets
  /// `isPresented` to `false`.
  ///
  /// ```swift
  /// .alert(isPresented: $showingAlert) {
  ///   Alert(title: Text("Saved"), dismissButton: .default(Text("Got it!")))
  /// }
  /// ```
  public func alert(isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert) -> some View {
    SheetPresentation(
      base: self, presented: { isPresented.wrappedValue ? true : nil }, identity: { AnyHashable($0) },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
      content: { _ in Self.dialogContent(of: content()) }, style: .alert)
  }

  /// Presents the alert `content` makes for `item` while it is not `nil`
  /// (deprecated by Apple; see ``Alert``). Tapping a button runs its action
  /// and sets `item` to `nil`; another item's identity is another alert.
  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping @MainActor (Item) -> Alert
  ) -> some View {
    SheetPresentation(
      base: self, presented: { item.wrappedValue }, identity: { AnyHashable($0.id) },
      dismiss: { item.wrappedValue = nil }, onDismiss: nil,
      content: { Self.dialogContent(of: content($0)) }, style: .alert)
  }

  private static func dialogContent(of alert: Alert) -> DialogContent<AlertButtons, Text?> {
    DialogContent(
      title: alert.title, actions: AlertButtons(buttons: alert.buttons), message: alert.message.map(Text.init)
    )
  }
}
