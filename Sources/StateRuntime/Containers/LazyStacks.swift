// Lazy containers. In SwiftUI a lazy stack or grid builds a row only when it is
// about to scroll into view; here a ForEach inside one builds the rows of a window
// and `scroll` builds more (LazyWindow.swift). Identity and state lifetime are
// SwiftUI's (a row keeps its state while its identity stays). Each lazy container is
// a type of its own, so swapping one for another changes identity, as in SwiftUI.

/// A vertical stack that builds its rows as they scroll into view (LazyWindow.swift).
public struct LazyVStack<Content: View>: View {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// A horizontal stack that builds its columns as they scroll into view (LazyWindow.swift).
public struct LazyHStack<Content: View>: View {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// A grid growing downwards that builds its cells as they scroll into view (LazyWindow.swift).
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// A grid growing sideways that builds its cells as they scroll into view (LazyWindow.swift).
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// A column (or row) of a lazy grid; its sizes are accepted and ignored.
public struct GridItem: Sendable {
  /// How wide a column is.
  public enum Size: Sendable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  public var size: Size
  public var spacing: Double?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// An alignment in both directions (`.center`, `.leading`); accepted and ignored.
public struct Alignment: Hashable, Sendable {
  let name: String
  public static let center = Alignment(name: "center")
  public static let leading = Alignment(name: "leading")
  public static let trailing = Alignment(name: "trailing")
  public static let top = Alignment(name: "top")
  public static let bottom = Alignment(name: "bottom")
  public static let topLeading = Alignment(name: "topLeading")
  public static let topTrailing = Alignment(name: "topTrailing")
  public static let bottomLeading = Alignment(name: "bottomLeading")
  public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// Which headers and footers of a lazy stack stay pinned while scrolling; accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Horizontal and vertical directions, for `ScrollView(_:)`; accepted and ignored.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  /// A set of directions.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

extension LazyVStack: ContainerView {}
extension LazyHStack: ContainerView {}
extension LazyVGrid: ContainerView {}
extension LazyHGrid: ContainerView {}
