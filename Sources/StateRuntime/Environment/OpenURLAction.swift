import Foundation

/// Opens a URL: read it with `@Environment(\.openURL)` and call it, or replace it for a
/// subtree with `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// Modelled: a handler set in the environment runs when a view below calls the action or
/// taps a ``Link``, and its result decides, as in SwiftUI, whether the system would go on
/// to open the URL. Not modelled: the system opening it (there is no browser): the default
/// action prints `openURL: the system would open URL` on standard output, where a `play`
/// script's `expect-output` sees it.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    let systemURL: URL?

    /// The handler opened it: the system does nothing more.
    public static let handled = Result(systemURL: nil)
    /// The handler refused it: the system does nothing more.
    public static let discarded = Result(systemURL: nil)
    /// The system opens the URL the handler was given.
    public static let systemAction = Result(systemURL: URL(string: "about:original"))
    /// The system opens `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(systemURL: url) }
  }

  let handler: @MainActor @Sendable (URL) -> Result

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    let result = handler(url)
    guard let systemURL = result.systemURL else { return }
    Self.systemOpen(systemURL.absoluteString == "about:original" ? url : systemURL)
  }

  /// Opens `url`, then tells `completion` whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    callAsFunction(url)
    completion(true)
  }

  @MainActor static func systemOpen(_ url: URL) {
    print("openURL: the system would open \(url.absoluteString)")
  }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// The action that opens a URL (``OpenURLAction``).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// A control that opens a URL: a button titled `title` that calls the environment's
/// ``OpenURLAction`` with `destination`.
public struct Link<Label: View>: View {
  let title: String?
  let destination: URL
  let label: Label

  public var body: Never { bodyError() }
}

extension Link where Label == Text {
  /// A link titled `title`.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(title: String(title), destination: destination, label: Text(title))
  }
}

extension Link {
  /// A link labelled by a view; its title is the label's text.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.init(title: nil, destination: destination, label: label())
  }
}

extension Link: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    title == nil ? [ChildView(key: .content, view: label)] : []
  }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .button, label: title ?? node.descendantTexts().joined(separator: " "), value: nil,
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .tap = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    node.environment.openURL(destination)
  }
}
