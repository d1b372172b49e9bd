/// An image by name; there are no pixels here, only the name.
///
/// The rendered tree shows the name (`Image "star.fill"`). The sizing
/// modifiers (`.resizable()`, `.aspectRatio(contentMode:)`, `.scaledToFit()`,
/// `.scaledToFill()`) are accepted and change nothing: layout is not
/// modelled, and in SwiftUI they wrap the image the same way on every
/// evaluation, so they never change identity or state either.
public struct Image: View, Equatable {
  let name: String
  /// Whether the name is an SF Symbol (`Image(systemName:)`) or an asset (`Image(_:)`).
  let isSystemImage: Bool

  /// An SF Symbol by name.
  public init(systemName: String) {
    self.name = systemName
    self.isSystemImage = true
  }

  /// An image from the app's asset catalog, by name.
  public init(_ name: String) {
    self.name = name
    self.isSystemImage = false
  }

  public var body: Never { bodyError() }

  /// How a resizable image fills its frame; accepted and ignored.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// An image that may be resized to fit its frame; here, the same image.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    self
  }
}

/// How content fills its frame (`.fit` or `.fill`); accepted and ignored.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

/// Insets of a rectangle's four edges, in points; accepted and ignored.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

extension View {
  /// Constrains the view to an aspect ratio; accepted and ignored.
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> Self { self }

  /// Scales the view to fit its parent, keeping its aspect ratio; accepted and ignored.
  public func scaledToFit() -> Self { self }

  /// Scales the view to fill its parent, keeping its aspect ratio; accepted and ignored.
  public func scaledToFill() -> Self { self }
}

extension Image: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension Image: TitledView {
  var title: String? { name }
}
