/// A type that produces view previews in Xcode's canvas; `lessons play` mounts its `previews`.
///
/// SwiftUI declares it main-actor isolated, with `previews` built by `@ViewBuilder`:
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///   static var previews: some View { ContentView(model: .sample) }
/// }
/// ```
///
/// The pre-Xcode 15 spelling of `#Preview`; both play the same way.
@MainActor @preconcurrency public protocol PreviewProvider {
  /// The type of view the previews are.
  associatedtype Previews: View
  /// The view (or views) to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// A size to preview a view at; previews are not drawn here, so it changes nothing.
public enum PreviewLayout: Sendable {
  /// The device's size.
  case device
  /// The view's own ideal size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: Double, height: Double)
}

/// A device to preview on, by its marketing name ("iPhone 16 Pro"); changes nothing here.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
  /// Names the preview in Xcode's canvas; no effect here.
  public func previewDisplayName(_ name: String?) -> Self { self }
  /// The size a preview is drawn at; no effect here.
  public func previewLayout(_ layout: PreviewLayout) -> Self { self }
  /// The device a preview is drawn on; no effect here.
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}
