import Foundation
import Testing

/// `self.value = value` in an `init` for `@State var value: Int` (issue 18, item 12), through
/// the binary: the runtime cannot compile it (see `StateInitSpellingTests`), so `play` and
/// `check` say why and name the spelling that compiles, which then plays as SwiftUI's does.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayStateAssignmentTests {
  static func quantity(_ assignment: String) -> String {
    """
    import SwiftUI

    struct QuantityRow: View {
      @State private var quantity: Int

      init(quantity: Int) {
        \(assignment)
      }

      var body: some View {
        Button("Quantity \\(quantity)") { quantity += 1 }
      }
    }

    #Preview { QuantityRow(quantity: 3) }

    """
  }

  @Test func playNamesTheSpellingThatCompiles() throws {
    let result = try PlayBinaryTests.play(
      ["@/Quantity.swift", "--do", "tree"],
      files: ["Quantity.swift": Self.quantity("self.quantity = quantity")])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 1, "\(output)")
    #expect(output.contains("'self' used before all stored properties are initialized"), "\(output)")
    #expect(
      output.contains("`self.quantity = quantity` in an `init` compiles with SwiftUI but not"), "\(output)")
    #expect(output.contains("Write `_quantity = State(initialValue: quantity)` instead"), "\(output)")
  }

  @Test func theNamedSpellingPlays() throws {
    let result = try PlayBinaryTests.play(
      ["@/Quantity.swift", "--do", "tap \"Quantity 3\"", "--do", "tree"],
      files: ["Quantity.swift": Self.quantity("_quantity = State(initialValue: quantity)")])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    #expect(output.contains("Button \"Quantity 4\""), "\(output)")
  }

  @Test func checkNamesItToo() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let file = try project.learnerFile("init-copy")
    let source = try String(contentsOf: file, encoding: .utf8)
    let assigned = source.replacingOccurrences(
      of: "_title = State(initialValue: title)", with: "self.title = title")
    #expect(assigned != source)
    try Data(assigned.utf8).write(to: file)
    let result = try LessonsBinary.run(["check", "init-copy"], environment: project.environment)
    let output = result.standardOutput + result.standardError
    #expect(result.status != 0, "\(output)")
    #expect(output.contains("Write `_title = State(initialValue: title)` instead"), "\(output)")
  }
}
