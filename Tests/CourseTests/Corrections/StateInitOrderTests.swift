import Foundation
import TestSupport
import Testing

/// TN3211's initialiser rule, held to the course's own code (issue 36,
/// correction 7): "Initialize all non-@State stored properties before
/// assigning to any @State property." Xcode 27's `State()` macro rejects the
/// other order, so no `init` in `Lessons/` (lesson code, snippets, exercise
/// starters and solutions) may assign `_x = State(...)` before a plain
/// `self.y = ...`.
struct StateInitOrderTests {
  /// Each `init` body in `text`: the lines between `init(` and the brace that
  /// closes it at the same indentation.
  static func initBodies(in text: String) -> [[Substring]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var bodies: [[Substring]] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("init(") || trimmed.hasPrefix("public init(") else {
        index += 1
        continue
      }
      let indent = line.count - trimmed.count
      let closing = String(repeating: " ", count: indent) + "}"
      var body: [Substring] = []
      index += 1
      while index < lines.count, lines[index] != closing {
        body.append(lines[index])
        index += 1
      }
      bodies.append(body)
    }
    return bodies
  }

  /// The first plain `self.y =` line that follows a `_x = State(` line, if any.
  static func misorderedLine(in body: [Substring]) -> Substring? {
    guard let stateLine = body.firstIndex(where: { $0.contains(#/^\s*_\w+ = State\(/#) }) else { return nil }
    return body[stateLine...].first { $0.contains(#/^\s*self\.\w+ = /#) }
  }

  static let lessonSources: [URL] = {
    let folder = SourceTree.url("Lessons")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }()

  @Test func theHeuristicFindsTheOrderTN3211Rejects() {
    let bad = """
      init(title: String, onEdit: @escaping () -> Void) {
        _title = State(initialValue: title)
        self.onEdit = onEdit
      }
      """
    let good = """
      init(title: String, onEdit: @escaping () -> Void) {
        self.onEdit = onEdit
        _title = State(initialValue: title)
      }
      """
    #expect(Self.initBodies(in: bad).compactMap(Self.misorderedLine).count == 1)
    #expect(Self.initBodies(in: good).compactMap(Self.misorderedLine).isEmpty)
  }

  @Test func everyLessonInitSetsItsPlainPropertiesBeforeItsState() throws {
    #expect(Self.lessonSources.count > 50)
    for file in Self.lessonSources {
      let text = try String(contentsOf: file, encoding: .utf8)
      for body in Self.initBodies(in: text) {
        let line = Self.misorderedLine(in: body)
        #expect(line == nil, "\(file.lastPathComponent): \(line ?? "") follows a @State assignment")
      }
    }
  }
}
