import Foundation
import Testing

/// TN3211's `@ContentBuilder` cases, played in both eras side by side (issue 34, item 3): in
/// Xcode 27's era a builder block of several expressions builds `TupleContent`, an empty one
/// `EmptyContent`, and a block carries no `View` constraint; Xcode 26's keeps `ViewBuilder`'s
/// `TupleView` and `EmptyView`. Each failure is in the words TN3211 quotes.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayContentBuilderEraTests {
  typealias Case = PlayStateMacroEraTests.Case

  static let cases: [Case] = [
    Case(
      // TN3211's example, with Xcode 26's `@ViewBuilder` so that both eras read the same file.
      name: "TN3211: a constraint written against TupleView",
      source: PlayStateMacroEraTests.view(
        """
        struct CardView<Content: View>: View {
          var content: Content
          var body: some View { content }
          init(@ViewBuilder content: () -> Content) {
            self.content = content()
          }
        }

        extension CardView where Content == VStack<TupleView<(Text, Text)>> {
          init(title: String, subtitle: String) {
            self = CardView {
              VStack {
                Text(title)
                Text(subtitle)
              }
            }
          }
        }
        """, preview: "CardView(title: \"Title\", subtitle: \"Subtitle\")"),
      xcode26: .plays(["Text \"Title\"", "Text \"Subtitle\""]),
      xcode27: .fails([
        "error: cannot convert value of type 'VStack<TupleContent<Text, Text>>' to expected argument type "
          + "'VStack<TupleView<(Text, Text)>>'"
      ])),
    Case(
      name: "TN3211's fix: the constraint names TupleContent, the init takes @ContentBuilder",
      source: PlayStateMacroEraTests.view(
        """
        struct CardView<Content: View>: View {
          var content: Content
          var body: some View { content }
          init(@ContentBuilder content: () -> Content) {
            self.content = content()
          }
        }

        extension CardView where Content == VStack<TupleContent<Text, Text>> {
          init(title: String, subtitle: String) {
            self = CardView {
              VStack {
                Text(title)
                Text(subtitle)
              }
            }
          }
        }
        """, preview: "CardView(title: \"Title\", subtitle: \"Subtitle\")"),
      xcode26: .fails(["error: unknown attribute 'ContentBuilder'"]),
      xcode27: .plays(["Text \"Title\"", "Text \"Subtitle\""])),
    Case(
      name: "TN3211's fix for earlier deployment targets: TupleView built explicitly",
      source: PlayStateMacroEraTests.view(
        """
        struct CardView<Content: View>: View {
          var content: Content
          var body: some View { content }
          init(@ViewBuilder content: () -> Content) {
            self.content = content()
          }
        }

        extension CardView where Content == VStack<TupleView<(Text, Text)>> {
          init(title: String, subtitle: String) {
            self = CardView {
              VStack {
                TupleView((
                  Text(title),
                  Text(subtitle)
                ))
              }
            }
          }
        }
        """, preview: "CardView(title: \"Title\", subtitle: \"Subtitle\")"),
      xcode26: .plays(["Text \"Title\"", "Text \"Subtitle\""]),
      xcode27: .plays(["Text \"Title\"", "Text \"Subtitle\""])),
    Case(
      name: "what a block builds: EmptyContent and TupleContent in Xcode 27",
      source: PlayStateMacroEraTests.view(
        """
        func built<Content>(@ViewBuilder _ content: () -> Content) -> String {
          String(describing: Content.self)
        }

        struct Built: View {
          var body: some View {
            VStack {
              Text("empty: " + built {})
              Text("two: " + built { Text("a"); Text("b") })
              Text("one: " + built { Text("a") })
            }
          }
        }
        """, preview: "Built()"),
      xcode26: .plays([
        "Text \"empty: EmptyView\"", "Text \"two: TupleView<(Text, Text)>\"", "Text \"one: Text\"",
      ]),
      xcode27: .plays([
        "Text \"empty: EmptyContent\"", "Text \"two: TupleContent<Pack{Text, Text}>\"", "Text \"one: Text\"",
      ])),
    Case(
      name: "a block carries no View constraint: the requirement shows at body's return type",
      source: PlayStateMacroEraTests.view(
        """
        struct Mixed: View {
          var body: some View {
            Text("a")
            42
          }
        }
        """, preview: "Mixed()"),
      xcode26: .fails(["error: static method 'buildExpression' requires that 'Int' conform to 'View'"]),
      xcode27: .fails(["error: return type of property 'body' requires that 'Int' conform to 'View'"])),
    Case(
      // TN3211's example, word for word.
      name: "TN3211: a ShapeStyle composed with opacity and blendMode in overlay",
      source: PlayStateMacroEraTests.view(
        """
        struct ContentView: View {
          var body: some View {
            Text("Hello")
              .overlay(Color.blue.opacity(0.70).blendMode(.overlay))
          }
        }
        """, preview: "ContentView()"),
      xcode26: .plays(["Text \"Hello\""]),
      xcode27: .fails([
        "error: ambiguous use of 'opacity'",
        "\"Use the closure-based form of `background(_:)` or `overlay(_:)`:\"",
      ])),
    Case(
      name: "TN3211: a ShapeStyle composed with blendMode in background",
      source: PlayStateMacroEraTests.view(
        """
        struct ContentView: View {
          var body: some View {
            Text("Hello")
              .background(Color.blue.blendMode(.overlay))
          }
        }
        """, preview: "ContentView()"),
      xcode26: .plays(["Text \"Hello\""]),
      xcode27: .fails([
        "error: ambiguous use of 'blendMode'",
        "\"Use the closure-based form of `background(_:)` or `overlay(_:)`:\"",
      ])),
    Case(
      // TN3211's fix, word for word: the builder overload wants a view, so the view reading wins.
      name: "TN3211's fix: the closure-based form of overlay",
      source: PlayStateMacroEraTests.view(
        """
        struct ContentView: View {
          var body: some View {
            Rectangle()
              .overlay { Color.blue.opacity(0.3).blendMode(.overlay) }
          }
        }
        """, preview: "ContentView()"),
      xcode26: .plays(["Rectangle", "Color (\"blue.opacity(0.3)\")"]),
      xcode27: .plays(["Rectangle", "Color (\"blue.opacity(0.3)\")"])),
    Case(
      name: "a style alone, or composed where only a style or only a view fits, keeps its one reading",
      source: PlayStateMacroEraTests.view(
        """
        struct ContentView: View {
          var body: some View {
            VStack {
              Text("a").overlay(Color.red)
              Text("f").overlay(Color.red.opacity(0.5))
              Text("b").background(Color.black.opacity(0.3))
              Text("c").foregroundStyle(.secondary.opacity(0.5))
              Rectangle().fill(Color.blue.opacity(0.5).blendMode(.multiply))
              Text("d").foregroundStyle(Color.blue.blendMode(.multiply))
              Color.green.blendMode(.multiply)
            }
          }
        }
        """, preview: "ContentView()"),
      xcode26: .plays([
        "Text \"a\"", "Text \"b\"", "Text \"c\"", "Text \"d\"", "Text \"f\"", "Color (\"green\")",
      ]),
      xcode27: .plays(["Text \"a\"", "Text \"b\"", "Text \"c\"", "Text \"d\"", "Color (\"green\")"])),
  ]

  @Test(arguments: cases) func eachEraBuildsWhatItsSwiftUIDoes(_ program: Case) throws {
    let old = try PlayStateMacroEraTests.play(program.source, xcode: "26")
    PlayStateMacroEraTests.expect(program.xcode26, status: old.status, output: old.output, era: "26")
    let new = try PlayStateMacroEraTests.play(program.source, xcode: "27")
    PlayStateMacroEraTests.expect(program.xcode27, status: new.status, output: new.output, era: "27")
  }
}
