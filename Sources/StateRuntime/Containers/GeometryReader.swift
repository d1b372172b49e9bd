import Foundation  // CGSize, CGRect and CGFloat, the types SwiftUI's proxy speaks in.

/// A container that hands its content the size it was given.
///
/// Layout is not modelled, so every reader is given the same fixed size,
/// ``GeometryProxy/modelledSize``: 393 × 852 points, the screen of an
/// iPhone 16 in portrait, with no safe-area insets and its frame at the
/// origin in every coordinate space. Code that divides
/// `proxy.size.width` therefore gets numbers a real phone would give for a
/// full-screen reader.
///
/// The content closure runs while the reader is built, like a `ForEach`
/// row: what it reads counts for the view whose body made the reader, and
/// it runs again whenever that body does (SwiftUI re-runs it on size
/// changes too, which never happen here).
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { bodyError() }
}

/// The size and coordinates a ``GeometryReader`` gives its content.
public struct GeometryProxy: Sendable {
  /// The size every reader is given: 393 × 852 points (an iPhone 16 in portrait).
  public static let modelledSize = CGSize(width: 393, height: 852)

  /// The size of the reader: always ``modelledSize``.
  public var size: CGSize { Self.modelledSize }

  /// The safe-area insets of the reader: none.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in a coordinate space: at the origin, of ``modelledSize``, in every space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: Self.modelledSize)
  }
}

/// A coordinate space for ``GeometryProxy/frame(in:)``.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}

extension View {
  /// Names a coordinate space for ``GeometryProxy/frame(in:)``; accepted and ignored.
  public func coordinateSpace<N: Hashable>(name: N) -> Self { self }
}

extension GeometryReader: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    // Built in the scope of the view whose body made the reader (see `ViewGraph.buildContent`).
    let built = node.graph.buildContent(of: node) { content(GeometryProxy()) }
    return [ChildView(key: .content, view: built)]
  }
}
