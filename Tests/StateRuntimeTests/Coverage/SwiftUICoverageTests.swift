import Foundation
import TestSupport
import Testing

/// The coverage table, `Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md`, is true of the runtime: every modelled
/// and inert row's use compiles against it, every absent row's does not, each modelled row
/// names a test that exists, and the counts per topic are the rows' (issue 35, item 1).
///
/// Compiled with the toolchain's `swiftc -typecheck` against the module this test target
/// was built with: one file for the rows that must compile, one for those that must not.
struct SwiftUICoverageTests {
  /// One row of the table.
  struct Row: CustomStringConvertible {
    let api: String
    let topic: String
    let status: String
    let use: String
    let testOrNote: String

    var description: String { "`\(api)` (\(status), \(topic))" }
  }

  static let topics = [
    "views and controls", "text input", "layout containers", "lists and collections", "navigation",
    "modal presentation", "environment values", "app structure", "animations and transactions", "gestures",
    "drawing and shapes", "styles", "accessibility modifiers", "state and data flow",
  ]

  static let document = SourceTree.url("Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md")

  /// The cells of a Markdown table line, without their code backticks.
  static func cells(_ line: Substring) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
      var cell = $0.trimmingCharacters(in: .whitespaces)
      if cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count >= 2 {
        cell = String(cell.dropFirst().dropLast())
      }
      return cell
    }
  }

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: document, encoding: .utf8)
    guard let start = text.range(of: "## The table") else { return [] }
    return text[start.upperBound...].split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
      line in
      let cells = cells(line)
      guard cells.count == 5 else { return nil }
      return Row(api: cells[0], topic: cells[1], status: cells[2], use: cells[3], testOrNote: cells[4])
    }
  }

  /// The declarations every row's view may use.
  static let prelude = """
    import Foundation
    import StateRuntime

    struct CoverageItem: Identifiable, Hashable { let id: Int; var name: String; var subitems: [CoverageItem]? = nil }
    enum CoverageFlavor: String, CaseIterable, Identifiable, Hashable { case a, b; var id: Self { self } }
    @Observable final class CoverageModel { var count = 0 }
    final class CoverageObject: ObservableObject { @Published var count = 0 }
    struct CoverageError: LocalizedError { var errorDescription: String? { "Failed" } }
    struct CoverageButtonStyle: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View { configuration.label }
    }
    struct CoverageShape: Shape {
      func path(in rect: CGRect) -> Path { Path(rect) }
    }

    """

  static let properties = """
      @State var number = 0.5
      @State var count = 0
      @State var text = ""
      @State var isOn = false
      @State var date = Date()
      @State var color = Color.red
      @State var flavor = CoverageFlavor.a
      @State var item: CoverageItem? = nil
      @State var items = [CoverageItem(id: 1, name: "One")]
      @State var selection: Int? = nil
      @State var path = NavigationPath()
      @State var error: CoverageError? = nil
      let url = URL(string: "https://example.com")!
    """

  /// A source with one declaration per row, and the lines each row's code takes.
  static func source(for rows: [Row]) -> (text: String, lines: [(row: Row, range: ClosedRange<Int>)]) {
    var text = prelude
    var lines: [(Row, ClosedRange<Int>)] = []
    for (index, row) in rows.enumerated() {
      let first = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let use = row.use
      if ["struct ", "enum ", "extension ", "@main ", "#"].contains(where: { use.hasPrefix($0) }) {
        text += use + "\n"
      } else if use.hasPrefix("@") || use.hasPrefix("var ") {
        text +=
          "struct CoverageRow\(index): View {\n\(properties)\n  \(use)\n  var body: some View { EmptyView() }\n}\n"
      } else {
        text +=
          "struct CoverageRow\(index): View {\n\(properties)\n  var body: some View {\n    \(use)\n  }\n}\n"
      }
      let last = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      lines.append((row, first...last))
    }
    return (text, lines)
  }

  /// The lines of `output` that report an error, by line number.
  static func errorLines(in output: String) -> [Int: String] {
    var found: [Int: String] = [:]
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      let parts = line.split(separator: ":")
      guard parts.count > 2, let number = Int(parts[1]) else { continue }
      found[number] = found[number] ?? String(line)
    }
    return found
  }

  static func typecheck(_ source: String) throws -> CommandOutput {
    guard let modules = Swiftc.modules else { throw Swiftc.ModuleNotFound() }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coverage-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try CommandOutput.run(
      ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "5", "-I", modules.path, file.path])
  }

  @Test func everyRowHasATopicAStatusAndATestOrANote() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 250)
    for row in rows {
      #expect(Self.topics.contains(row.topic), "\(row): unknown topic")
      #expect(["modelled", "inert", "absent"].contains(row.status), "\(row): unknown status")
      #expect(!row.use.isEmpty, "\(row): no use")
      if row.status == "modelled" {
        let test = SourceTree.url("Tests/StateRuntimeTests/\(row.testOrNote)")
        #expect(FileManager.default.fileExists(atPath: test.path), "\(row): no test \(row.testOrNote)")
      } else {
        #expect(!row.testOrNote.isEmpty, "\(row): no note")
      }
    }
    #expect(Set(rows.map(\.topic)) == Set(Self.topics), "a topic has no rows")
  }

  @Test func theCountsPerTopicAreTheRows() throws {
    let rows = try Self.rows()
    let text = try String(contentsOf: Self.document, encoding: .utf8)
    for topic in Self.topics + ["all"] {
      let mine = rows.filter { topic == "all" || $0.topic == topic }
      let counts = ["modelled", "inert", "absent"].map { status in mine.filter { $0.status == status }.count }
      let line = "| \(topic) | \(counts[0]) | \(counts[1]) | \(counts[2]) |"
      #expect(text.contains(line), "expected the line \(line)")
    }
  }

  @Test func everyModelledAndInertRowCompiles() throws {
    let rows = try Self.rows().filter { $0.status != "absent" }
    let (source, lines) = Self.source(for: rows)
    let result = try Self.typecheck(source)
    let errors = Self.errorLines(in: result.standardOutput + result.standardError)
    for (row, range) in lines {
      let mine = errors.filter { range.contains($0.key) }.map(\.value)
      #expect(mine.isEmpty, "\(row) does not compile: \(mine.joined(separator: "\n"))")
    }
    #expect(errors.allSatisfy { error in lines.contains { $0.range.contains(error.key) } }, "\(errors)")
    #expect(result.status == 0 || !errors.isEmpty, "\(result.standardOutput)\(result.standardError)")
  }

  @Test func everyAbsentRowFailsToCompile() throws {
    let rows = try Self.rows().filter { $0.status == "absent" }
    let (source, lines) = Self.source(for: rows)
    let result = try Self.typecheck(source)
    let errors = Self.errorLines(in: result.standardOutput + result.standardError)
    #expect(result.status != 0)
    for (row, range) in lines {
      #expect(errors.contains { range.contains($0.key) }, "\(row) compiles: mark it modelled or inert")
    }
  }
}
