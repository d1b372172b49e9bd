import StateRuntime
import Testing

/// `ShapeStyle`'s `opacity(_:)` and `blendMode(_:)`, `View.blendMode(_:)`, and the style forms
/// of `overlay` and `background`, as Xcode 26's era reads them (the runtime alone; Xcode 27's
/// ambiguity, TN3211's, is played in PlayContentBuilderEraTests).
@MainActor
struct ShapeStyleModifierTests {
  struct Badges: View {
    var body: some View {
      VStack {
        // TN3211's example: one resolution here, the style form, which draws no view.
        Text("Hello")
          .overlay(Color.blue.opacity(0.70).blendMode(.overlay))
        // TN3211's fix: the builder form, whose content is a view.
        Rectangle()
          .overlay { Color.blue.opacity(0.3).blendMode(.overlay) }
        Text("plain").overlay(Color.red).background(Color.black.opacity(0.3))
        Text("view").overlay(Text("layer"))
        Text("styled").foregroundStyle(.secondary.opacity(0.5)).background(.blue.opacity(0.5))
        Circle().fill(Color.blue.blendMode(.multiply))
        Color.green.blendMode(.multiply)
      }
    }
  }

  @Test func aStyleComposedWithItsModifiersIsAStyleAndAClosureIsAView() {
    let host = ViewHost(Badges())
    #expect(
      host.render() == """
        Badges
          VStack
            Text "Hello"
            Rectangle
            Color ("blue.opacity(0.3)")
            Text "plain"
            Text "view"
            Text "layer"
            Text "styled"
            Circle
            Color ("green")
        """)
  }

  func styleType<S: ShapeStyle>(_ style: S) -> String { String(describing: S.self) }

  @Test func aStylesModifiersKeepTheirStyleTypes() {
    // Where a style is wanted: with no context, a colour's `blendMode` has two readings.
    #expect(
      styleType(Color.blue.blendMode(.overlay).opacity(0.5))
        == "_OpacityShapeStyle<_BlendModeShapeStyle<Color>>")
    // A colour's own opacity keeps it a colour, as SwiftUI's `Color.opacity(_:)` does.
    #expect(type(of: Color.blue.opacity(0.5)) == Color.self)
  }
}
