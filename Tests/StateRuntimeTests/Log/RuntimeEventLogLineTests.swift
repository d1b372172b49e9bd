import StateRuntime
import Testing

/// Which events a log prints, and how: a line each, and a heading for a user action.
@MainActor
struct RuntimeEventLogLineTests {
  @Test func anActionIsAHeadingAndAPassStartIsNotShown() throws {
    let host = ViewHost(RuntimeEventCodingTests.Wall(feed: .init()))
    try host.tap("Post")
    for event in host.events {
      switch event {
      case .actionPerformed(let action):
        #expect(event.logHeading == "▸ \(action)" && event.logLine == nil && event.appearsInLog)
      case .passStarted:
        #expect(event.logHeading == nil && event.logLine == nil && !event.appearsInLog)
      case .bodyEvaluated:
        #expect(event.logHeading == nil && event.logLine != nil && event.appearsInLog)
      default:
        #expect(event.logHeading == nil)
      }
    }
    #expect(host.events.contains { if case .actionPerformed = $0 { true } else { false } })
  }
}
