import Foundation

// The presentation forms that hand their content a value: an alert or a confirmation
// dialog presenting data, and an alert presenting an error. Modelled as the forms in
// AlertPresentation.swift (the dialog covers its presenter, each action dismisses it), with
// SwiftUI's rule for the data: the dialog shows while `isPresented` is `true` and the data is
// not `nil` (Apple: "For the alert to appear, both isPresented must be true and data must
// not be nil"); the actions and message are built from the data as it was at the
// presenter's last body.

extension View {
  /// Presents an alert built from `data` while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// ```swift
  /// .alert("Delete \(file?.name ?? "")?", isPresented: $isAsking, presenting: file) { file in
  ///   Button("Delete", role: .destructive) { delete(file) }
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }

  /// Presents an alert built from `data`, with a message built from it too.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
  ) -> some View {
    let title = String(title)
    return SheetPresentation(
      base: self, presented: { isPresented.wrappedValue && data != nil ? true : nil },
      identity: { AnyHashable($0) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
      content: { _ in
        DialogContent(
          title: title, actions: AlertActions(actions: data.map(actions)), message: data.map(message))
      },
      style: .alert)
  }

  /// Presents an alert built from `data`, titled by a `Text`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A
  ) -> some View {
    alert(title.content, isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert built from `data`, titled by a `Text`, with a message.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
  ) -> some View {
    alert(title.content, isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert for `error` while `isPresented` is `true` and `error` is not `nil`,
  /// titled by its `errorDescription` (SwiftUI's title for a `LocalizedError`).
  ///
  /// ```swift
  /// .alert(isPresented: $showsError, error: loadError) {
  ///   Button("Retry") { load() }
  /// }
  /// ```
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    alert(isPresented: isPresented, error: error, actions: { _ in actions() }, message: { _ in EmptyView() })
  }

  /// Presents an alert for `error`, with actions and a message built from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor (E) -> A,
    @ViewBuilder message: @escaping @MainActor (E) -> M
  ) -> some View {
    alert(
      error?.errorDescription ?? "", isPresented: isPresented, presenting: error, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog titled by a `Text` (see
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    confirmationDialog(
      title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog titled by a `Text`, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
  ) -> some View {
    confirmationDialog(
      title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog built from `data` while `isPresented` is `true` and
  /// `data` is not `nil`.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  /// Presents a confirmation dialog built from `data`, with a message built from it too.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
  ) -> some View {
    let shown = titleVisibility == .visible ? String(title) : nil
    return SheetPresentation(
      base: self, presented: { isPresented.wrappedValue && data != nil ? true : nil },
      identity: { AnyHashable($0) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
      content: { _ in DialogContent(title: shown, actions: data.map(actions), message: data.map(message)) },
      style: .confirmationDialog)
  }

  /// Presents a confirmation dialog titled by a `Text`, built from `data`.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A
  ) -> some View {
    confirmationDialog(
      title.content, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions)
  }

  /// Presents a confirmation dialog titled by a `Text`, built from `data`, with a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
  ) -> some View {
    confirmationDialog(
      title.content, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: message)
  }
}
