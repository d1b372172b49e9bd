import Testing

@testable import LessonKit

/// The side-by-side table: columns right-aligned under their build, `–`
/// where a build has no such view.
struct ComparisonRendererTests {
  @Test func rendersATableWithDashesForMissingViews() {
    let result = ComparisonResult(
      title: "Body evaluations over 10 ticks:", buildNames: ["broad", "narrow", "extracted"],
      rows: [
        .init(view: "Screen", counts: [10, 0, 0]),
        .init(view: "LiveValue", counts: [nil, nil, 10]),
      ], errors: [])
    #expect(
      ComparisonRenderer.lines(for: result) == [
        "Body evaluations over 10 ticks:",
        "             broad  narrow  extracted",
        "  Screen        10       0          0",
        "  LiveValue      –       –         10",
      ])
    #expect(result.count(of: "LiveValue", in: "extracted") == 10)
    #expect(result.count(of: "LiveValue", in: "broad") == nil)
    #expect(result.count(of: "Nope", in: "broad") == nil)
  }

  @Test func stepsThatFailAreReported() {
    let result = ComparisonResult(
      title: "Counts:", buildNames: ["a"], rows: [.init(view: "V", counts: [1])],
      errors: ["a: No outside event named \"tick\". This app has: none."])
    #expect(
      ComparisonRenderer.lines(for: result).last
        == "  ✗ could not perform a step in a: No outside event named \"tick\". This app has: none.")
  }
}
