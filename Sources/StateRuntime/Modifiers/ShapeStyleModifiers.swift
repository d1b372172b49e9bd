/// How a view or a style is composited with what is under it (SwiftUI's `BlendMode`, with its
/// cases); accepted and ignored.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

// `ShapeStyle`'s own modifiers, SwiftUI's `ShapeStyle.opacity(_:)` and
// `ShapeStyle.blendMode(_:)` (iOS 15), and `View.blendMode(_:)`: accepted and ignored, like
// the other styling. SwiftUI declares the style ones `-> some ShapeStyle`; here they return
// the style types that stand behind those, as the runtime's view modifiers name their result.
//
// Which reading wins where a `Color` (a `View` and a `ShapeStyle`) is composed with them and
// passed to `background` or `overlay` is what Apple's TN3211 ("Resolving SwiftUI source
// incompatibilities for State and ContentBuilder", "Use the closure-based forms of
// background and overlay for ShapeStyle expressions") documents: "Both `background` and
// `overlay` provide overloads that accept either a `View` or a `ShapeStyle`, and modifiers
// such as `opacity(_:)` on a `ShapeStyle` return either a `ShapeStyle` or a `View`. The `View`
// constraint that `ViewBuilder` previously imposed allowed the compiler to select a single
// resolution for these expressions. Without that constraint, the competing overloads are
// equally viable and the expression becomes ambiguous." It gives the cause, not SwiftUI's
// declarations, so the runtime reproduces the outcome with overload preferences of its own:
// - Xcode 26's era (these declarations alone): in
//   `.overlay(Color.blue.opacity(0.70).blendMode(.overlay))` the view reading costs two
//   disfavoured overloads (the view form of `blendMode` and the deprecated
//   `overlay(_:alignment:)`), the style reading one (the style form of `blendMode`): the
//   style reading is the single resolution, and `overlay(_:ignoresSafeAreaEdges:)` fills;
// - Xcode 27's era declares the view form of `blendMode` again without the preference (the
//   tool's StateMacroModule.swift), so both readings cost one, and Swift reports what TN3211
//   quotes: "ambiguous use of 'opacity'" for that expression, "ambiguous use of 'blendMode'"
//   for `.background(Color.blue.blendMode(.overlay))`. A closure (TN3211's fix,
//   `.overlay { … }`) wants a view; `fill(_:)` and `foregroundStyle(_:)` want a style: each
//   keeps one reading in both eras.
// `Color.opacity(_:)` returns a `Color`, as SwiftUI's does, so a colour with an opacity alone
// is a plain style, not a composed one (`.overlay(Color.red.opacity(0.5))` compiles in both).
extension ShapeStyle {
  /// This style, more or less transparent; accepted and ignored.
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    _OpacityShapeStyle(style: self, opacity: opacity)
  }

  /// This style, composited with `mode`; accepted and ignored. Disfavoured: see above.
  @_disfavoredOverload
  public func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<Self> {
    _BlendModeShapeStyle(style: self, blendMode: mode)
  }
}

/// A style with an opacity (`ShapeStyle.opacity(_:)`); accepted and ignored.
public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let style: Style
  let opacity: Double
}

/// A style with a blend mode (`ShapeStyle.blendMode(_:)`); accepted and ignored.
public struct _BlendModeShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let style: Style
  let blendMode: BlendMode
}

extension View {
  /// Composites this view with what is under it; accepted and ignored. A view, not a style,
  /// as SwiftUI's `some View` is. Disfavoured: see above.
  @_disfavoredOverload
  public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
