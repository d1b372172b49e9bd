import StateRuntime
import Testing

/// Lesson 9's closure answer against a run: a closure that captures the
/// parent's state counts as a changed input on every parent body. (The
/// non-capturing case is the runtime's model of observed, undocumented
/// SwiftUI behaviour; the lesson says so, and it is checked here so the text
/// and the runtime agree.)
@MainActor
struct ClosureInputTests {
  struct Summary: View {
    let onOpen: @MainActor () -> Void
    var body: some View { Button("Open", action: onOpen) }
  }

  struct Root: View {
    @State private var ticks = 0
    @State private var isOpen = false
    let captures: Bool
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        if captures {
          Summary(onOpen: { isOpen = true })
        } else {
          Summary(onOpen: {})
        }
      }
    }
  }

  @Test func aCapturingClosureRunsTheChildOnEveryParentBody() throws {
    let host = ViewHost(Root(captures: true))
    host.resetCounts()
    try host.tap("Tick 0")
    #expect(host.bodyCount(of: "Root") == 1)
    #expect(host.bodyCount(of: "Summary") == 1)
  }

  @Test func aLiteralCapturingNothingIsModelledAsUnchanged() throws {
    let host = ViewHost(Root(captures: false))
    host.resetCounts()
    try host.tap("Tick 0")
    #expect(host.bodyCount(of: "Root") == 1)
    #expect(host.bodyCount(of: "Summary") == 0)
  }
}
