import StateRuntime
import Testing

@testable import LessonKit

/// The log's text and its order: notifications of one write come out in
/// tree order whatever order Observation delivered them in.
struct LogRendererTests {
  @Test func notificationsOfOneWriteAreInTreeOrder() {
    let child = RuntimeEvent.dependencyFired(
      view: "List", path: "Screen/VStack[1]/List", property: "Store.prices")
    let parent = RuntimeEvent.dependencyFired(view: "Screen", path: "Screen", property: "Store.prices")
    let body = RuntimeEvent.bodyEvaluated(
      BodyChange(view: "Screen", path: "Screen", reasons: [.dependencies], pass: 2))
    let one = LogRenderer.lines(for: [child, parent, body])
    let other = LogRenderer.lines(for: [parent, child, body])
    #expect(one == other)
    #expect(
      one.map(\LogLine.text) == [
        "⚡ Store.prices changed → Screen invalidated", "⚡ Store.prices changed → List invalidated",
        "Screen: @dependencies changed.",
      ])
  }

  @Test func notificationsOfDifferentWritesKeepTheirOrder() {
    let second = RuntimeEvent.dependencyFired(view: "A", path: "A", property: "Store.b")
    let first = RuntimeEvent.dependencyFired(view: "B", path: "B", property: "Store.a")
    #expect(
      LogRenderer.lines(for: [first, second]).map(\LogLine.text) == [
        "⚡ Store.a changed → B invalidated", "⚡ Store.b changed → A invalidated",
      ])
  }

  @Test func everyLineKindIsTagged() {
    let lines = LogRenderer.lines(for: [
      .bodySkipped(view: "Row", path: "List/Row", pass: 1),
      .objectWillChange(view: "Row", path: "List/Row", object: "Cart"),
      .passStarted(pass: 1, trigger: "mount"), .actionPerformed(action: "tap(\"Save\")"),
    ])
    #expect(lines.map(\LogLine.kind) == [LogLine.Kind.skipped, .cause])
  }
}
