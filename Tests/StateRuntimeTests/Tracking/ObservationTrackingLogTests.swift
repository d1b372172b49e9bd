@_spi(Tooling) import StateRuntime
import Testing

/// `withObservationTracking` called from code that imports StateRuntime behaves as
/// Observation's and has a log line when its `onChange` runs (issue 34, item 6).
@MainActor
struct ObservationTrackingLogTests {
  @MainActor @Observable final class Draft {
    var text = ""
    var saved: [String] = []
  }

  struct Editor: View {
    let draft: Draft
    var body: some View {
      VStack {
        Button("Watch") {
          let draft = draft
          withObservationTracking {
            _ = draft.text
          } onChange: {
            Task { @MainActor in draft.saved.append(draft.text) }
          }
        }
        Button("Write") { draft.text += "a" }
        Text("Saved \(draft.saved.count)")
      }
    }
  }

  @Test func theObserverHasALineBeforeWhatItCausesAndFiresOnce() async throws {
    let draft = Draft()
    let host = ViewHost(Editor(draft: draft))
    try host.tap("Watch")
    let before = host.events.count
    try host.tap("Write")
    await host.settle()
    let lines = host.events[before...].compactMap(\.logLine)
    let fired = try #require(
      lines.firstIndex(of: "↳ withObservationTracking's onChange runs (willSet): Draft.text changed"))
    let saved = try #require(lines.firstIndex(of: "⚡ Draft.saved changed → Editor invalidated"))
    #expect(fired < saved)
    #expect(draft.saved == ["a"])
    // One-shot, as Observation's: a second write fires nothing.
    let second = host.events.count
    try host.tap("Write")
    await host.settle()
    #expect(!host.events[second...].contains { if case .changeActionRan = $0 { true } else { false } })
  }
}
