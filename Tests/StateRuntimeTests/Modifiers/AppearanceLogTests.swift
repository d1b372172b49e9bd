@_spi(Tooling) import StateRuntime
import Testing

/// `.onAppear` and `.onDisappear` are recorded when their actions run, in order with the
/// writes the actions make.
@MainActor
struct AppearanceLogTests {
  struct Badge: View {
    var body: some View { Text("badge") }
  }

  struct Screen: View {
    @State var shown = true
    @State var appearances = 0
    var body: some View {
      VStack {
        if shown {
          Badge()
            .onAppear { appearances += 1 }
            .onDisappear { appearances -= 1 }
        }
        Button("Flip") { shown.toggle() }
      }
    }
  }

  @Test func theLinesNameTheViewAndComeBeforeTheActionsWrites() throws {
    let host = ViewHost(Screen())
    let mount = host.events.compactMap(\.logLine)
    let appeared = try #require(
      mount.firstIndex { $0.hasPrefix("▴ Screen appeared: onAppear runs  [Screen/VStack") })
    let write = try #require(mount.firstIndex { $0.hasPrefix("= Screen._appearances: 0 → 1") })
    #expect(appeared < write)
    let before = host.events.count
    try host.tap("Flip")
    let flip = host.events[before...].compactMap(\.logLine)
    #expect(flip.contains { $0.hasPrefix("▾ Screen disappeared: onDisappear runs") })
    #expect(flip.contains("= Screen._appearances: 1 → 0"))
  }
}
