import StateRuntime
import Testing

@testable import LessonKit

/// The log's text and its order. (Putting one write's notifications in
/// update order is the runtime's job: see ObservationTrackingTests.)
struct LogRendererTests {
  @Test func linesKeepTheEventsOrder() {
    let second = RuntimeEvent.dependencyFired(view: "A", path: "A", property: "Store.b")
    let first = RuntimeEvent.dependencyFired(view: "B", path: "B", property: "Store.a")
    #expect(
      LogRenderer.lines(for: [first, second]).map(\LogLine.text) == [
        "⚡ Store.a changed → B invalidated", "⚡ Store.b changed → A invalidated",
      ])
  }

  @Test func everyLineKindIsTagged() {
    let lines = LogRenderer.lines(for: [
      .bodySkipped(view: "Row", path: "List/Row", pass: 1, rule: .fieldByField),
      .objectWillChange(view: "Row", path: "List/Row", object: "Cart"),
      .passStarted(pass: 1, trigger: "mount"), .actionPerformed(action: .tap("Save")),
    ])
    #expect(lines.map(\LogLine.kind) == [LogLine.Kind.skipped, .cause])
  }
}
