import Foundation
import StateRuntime
import Testing

@MainActor
struct OpenURLTests {
  struct Help: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
      VStack {
        Button("Open help") { openURL(URL(string: "https://example.com/help")!) }
        Link("Website", destination: URL(string: "https://example.com")!)
      }
    }
  }

  struct Handled: View {
    @State var opened: [String] = []
    var body: some View {
      VStack {
        Help()
        Text("Opened \(opened.joined(separator: " "))")
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url.absoluteString)
          return .handled
        })
    }
  }

  @Test func aHandlerInTheEnvironmentHearsTheActionAndTheLink() throws {
    let host = ViewHost(Handled())
    try host.tap("Open help")
    try host.tap("Website")
    #expect(host.element("Opened https://example.com/help https://example.com") != nil)
  }

  @Test func aLinkIsAButtonNamedByItsTitle() {
    let host = ViewHost(Help())
    #expect(host.element("Website")?.kind == .button)
  }
}
