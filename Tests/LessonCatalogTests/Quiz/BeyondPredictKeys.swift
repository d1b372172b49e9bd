import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

/// The predict keys of the lessons on presentation, navigation, persistence,
/// focus and async races, worked out by driving the runtime by hand.
@MainActor
enum BeyondPredictKeys {
  nonisolated static let ids: Set<String> = [
    "sheet-item.predict-note"
  ]

  static func expected(for id: String, in xcode: XcodeRelease) throws -> QuizPredictKeyTests.Expected? {
    switch id {
    case "sheet-item.predict-note":
      let host = ViewHost(SheetItem.Broken.ShelfScreen(), options: .init(xcode: xcode))
      try host.tap("Dune")
      try host.type("Reread", into: "Note")
      try host.tap("Next book")
      #expect(host.element("Detail:")?.label == "Detail: Emma")  // the sheet did follow the book
      return .control(host.element("Note")?.value)
    default:
      return nil
    }
  }
}
