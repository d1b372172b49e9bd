@_spi(Tooling) import StateRuntime
import Testing

/// `Observations` from code that imports StateRuntime is Observation's sequence, with a
/// log line for each value it delivers after the first, before what the loop does with it
/// (issue 34, item 6).
@MainActor
struct ObservationsLogTests {
  @MainActor @Observable final class Draft {
    var text = ""
    var saved: [String] = []
  }

  struct Editor: View {
    let draft: Draft
    var body: some View {
      VStack {
        Text("Saved \(draft.saved.count)")
        Button("Write") { draft.text += "a" }
      }
      .task {
        for await text in Observations({ draft.text }) {
          draft.saved.append(text)
        }
      }
    }
  }

  /// Lets the main actor run queued work until `done` holds, or for a thousand turns.
  static func turns(until done: () -> Bool) async {
    for _ in 0..<1000 where !done() { await Task.yield() }
  }

  @Test func eachNewValueHasALineBeforeTheLoopsWrite() async throws {
    let draft = Draft()
    let host = ViewHost(Editor(draft: draft))
    await Self.turns { draft.saved == [""] }
    #expect(draft.saved == [""])
    // The first value is not a reaction to a change: no line.
    #expect(!host.events.contains { if case .changeActionRan = $0 { true } else { false } })
    let before = host.events.count
    try host.tap("Write")
    await Self.turns { draft.saved == ["", "a"] }
    host.flush()
    let lines = host.events[before...].compactMap(\.logLine)
    let delivered = try #require(
      lines.firstIndex(of: #"↳ Observations delivers a new value: "a""#), "\(lines)")
    let saved = try #require(lines.firstIndex(of: "⚡ Draft.saved changed → Editor invalidated"), "\(lines)")
    #expect(delivered < saved)
  }
}
