import StateRuntime
import Testing

@testable import LessonCatalog

/// Lesson 20's fix against a run: awaiting the `@concurrent` download (no
/// `Task.detached`) shows the headlines with no background-publishing warning.
/// The code itself says no detached task is left in the fix.
@MainActor
struct StructuredHopTests {
  @Test func theFixAwaitsTheDownloadWithoutADetachedTask() async {
    let store = MainActorModel.Fixed.HeadlineStore()
    let host = ViewHost(MainActorModel.Fixed.HeadlinesScreen(store: store))
    try? host.tap("Refresh")
    #expect(await host.settle(timeout: .seconds(60)) == .settled)
    #expect(host.element("Headlines:")?.label == "Headlines: Rates hold · Rain ahead")
    #expect(!host.issues.contains { $0.kind == .publishedFromBackgroundThread })
    #expect(!LessonCatalog.text(of: "MainActorModel+Fixed.swift").contains("Task.detached {"))
  }
}
