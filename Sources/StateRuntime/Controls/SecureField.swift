/// A field for private text (a password) bound to a string.
///
/// To the runtime a ``TextField``: typed into by its title, submitted with Return, focused
/// with `.focused`. Modelled: the binding and the actions. Not modelled: the masking of
/// the text on screen; the rendered tree shows the text so a learner can follow it.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField: View {
  let field: TextField

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.field = TextField(title, text: text)
  }

  /// A secure field with a prompt; the prompt is the placeholder, so the title labels it.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.field = TextField(title, text: text)
  }

  public var body: Never { bodyError() }
}

extension SecureField: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element { field.element(in: node) }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    try field.perform(action, in: node)
  }
}

extension TextField {
  /// A field with a prompt: the placeholder shown while it is empty; the title labels it.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }
}
