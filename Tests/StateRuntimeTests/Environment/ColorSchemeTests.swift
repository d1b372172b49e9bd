import StateRuntime
import Testing

@MainActor
struct ColorSchemeTests {
  struct Screen: View {
    var body: some View {
      VStack {
        Badge()
        Plain()
      }
    }
  }

  struct Badge: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text(colorScheme == .dark ? "Moon" : "Sun") }
  }

  struct Plain: View {
    var body: some View { Text("Always") }
  }

  @Test func theHostOptionSetsTheSchemeAtMount() {
    #expect(ViewHost(Screen()).element("Sun") != nil)
    #expect(ViewHost(Screen(), options: .init(colorScheme: .dark)).element("Moon") != nil)
  }

  @Test func changingTheSchemeReRunsOnlyItsReaders() {
    let host = ViewHost(Screen())
    host.resetCounts()
    host.colorScheme = .dark
    #expect(host.element("Moon") != nil)
    #expect(host.bodyCount(of: "Badge") == 1)
    #expect(host.bodyCount(of: "Plain") == 0)
    #expect(host.bodyCount(of: "Screen") == 0)
    host.colorScheme = .dark
    #expect(host.bodyCount(of: "Badge") == 1, "the same scheme again changes nothing")
  }
}
