import Foundation

/// The code of a lesson's versions: the very files that are compiled into
/// the tool, read back from their embedded text.
///
/// There is no display copy: what `lessons show` prints is what runs. Files
/// are named without their folder (`CostlyStateInit+Broken.swift`): SwiftPM
/// compiles `Lessons/` as one target, so a file name is unique in it.
package struct LessonCode: Sendable {
  /// File names per version, in reading order.
  package let files: [Variant: [String]]
  /// File names both versions share (models, sample data).
  package let shared: [String]
  private let source: @Sendable (String) -> SourceFile?

  /// - Parameter source: looks up a file by its name: its path relative to
  ///   `Lessons/` and its text.
  package init(
    broken: [String], fixed: [String], shared: [String] = [],
    source: @escaping @Sendable (String) -> SourceFile?
  ) {
    self.files = [.broken: broken, .fixed: fixed]
    self.shared = shared
    self.source = source
  }

  /// The listing of one version, shared files first.
  package func listing(of variant: Variant) -> [SourceFile] {
    (shared + (files[variant] ?? [])).map { name in
      source(name) ?? SourceFile(path: name, text: "// \(name) is missing from the embedded sources")
    }
  }
}

/// One file of a lesson, as compiled.
package struct SourceFile: Sendable, Hashable {
  /// The path relative to `Lessons/`: `06-costly-state-init/CostlyStateInit+Broken.swift`.
  package let path: String
  package let text: String

  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// The file's name without its folder.
  package var name: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The text without the `import` lines every file starts with.
  package var body: String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let kept = lines.drop { $0.hasPrefix("import ") || $0.trimmingCharacters(in: .whitespaces).isEmpty }
    return kept.joined(separator: "\n").trimmingTrailingNewlines()
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
