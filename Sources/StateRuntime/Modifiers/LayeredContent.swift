/// A view with another view layered over or under it (`.overlay`, `.background`, `.safeAreaInset`).
///
/// Modelled: the layer is content, so its texts and controls are on screen and in the
/// rendered tree after the view, and its identity is its own position. Not modelled:
/// placement, alignment and clipping.
public struct LayeredView<Content: View, Layer: View>: View {
  let content: Content
  let layer: Layer

  public var body: Never { bodyError() }
}

extension LayeredView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content), ChildView(key: .position(1), view: layer)]
  }
}

extension View {
  /// Layers `overlay` over this view (the iOS 13 spelling).
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> LayeredView<Self, V> {
    LayeredView(content: self, layer: overlay)
  }

  /// Layers the views `content` builds over this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> LayeredView<
    Self, V
  > {
    LayeredView(content: self, layer: content())
  }

  /// Fills `shape` with `style` over this view; accepted and ignored.
  public func overlay<S: ShapeStyle, F: Shape>(_ style: S, in shape: F) -> Self { self }

  /// Fills this view's bounds over it with `style` (SwiftUI's
  /// `overlay(_:ignoresSafeAreaEdges:)`, iOS 15); accepted and ignored.
  ///
  /// With `overlay(_:alignment:)` (a view) and `background(_:ignoresSafeAreaEdges:)`, this is
  /// the pair of overloads Apple's TN3211 speaks of: "Both `background` and `overlay` provide
  /// overloads that accept either a `View` or a `ShapeStyle`". A `Color` is both; the view
  /// form is disfavoured (as the deprecated spelling), so `.overlay(Color.red)` is this one.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }

  /// Layers `background` under this view (the iOS 13 spelling).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> LayeredView<Self, V> {
    LayeredView(content: self, layer: background)
  }

  /// Layers the views `content` builds under this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> LayeredView<Self, V>
  {
    LayeredView(content: self, layer: content())
  }

  /// Fills `shape` with `style` under this view; accepted and ignored.
  public func background<S: ShapeStyle, F: Shape>(_ style: S, in shape: F) -> Self { self }

  /// Places the views `content` builds along an edge of the safe area, after this view.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> LayeredView<Self, V> {
    LayeredView(content: self, layer: content())
  }
}

/// The top or bottom edge, for `safeAreaInset(edge:)`; accepted and ignored.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom
}

extension View {
  /// Clips the view to `shape`; accepted and ignored.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
  /// Clips the view to its frame; accepted and ignored.
  public func clipped(antialiased: Bool = false) -> Self { self }
  /// Draws a shadow; accepted and ignored.
  public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self { self }
  /// Sets the weight of text; accepted and ignored.
  public func fontWeight(_ weight: Font.Weight?) -> Self { self }
  /// Aligns lines of text; accepted and ignored.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
  /// Sets the label of the keyboard's Return key; accepted and ignored.
  public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
  /// Shows a count on a tab item or a row; accepted and ignored.
  public func badge(_ count: Int) -> Self { self }
  /// Shows a text on a tab item or a row; accepted and ignored.
  public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
  /// Lets the view extend outside the safe area; accepted and ignored.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
  /// Fixes the view's frame with an alignment; accepted and ignored.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment) -> Self { self }
  /// Sets flexible frame limits; accepted and ignored.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> Self { self }
}

/// How a shape is filled; accepted and ignored.
public struct FillStyle: Hashable, Sendable {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// How lines of text are aligned; accepted and ignored.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// The label of the keyboard's Return key; accepted and ignored.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// Which safe areas a view may extend into; accepted and ignored.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Font {
  /// A font weight; accepted and ignored.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A font design; accepted and ignored.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A system font of a size; accepted and ignored.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(name: "system \(size)")
  }

  /// A system font of a text style; accepted and ignored.
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font { style }

  /// This font in a weight; accepted and ignored.
  public func weight(_ weight: Weight) -> Font { self }
}
