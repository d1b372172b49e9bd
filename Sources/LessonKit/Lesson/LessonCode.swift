import Foundation

/// The code of a lesson's versions: paths of the very files that are
/// compiled into the tool, read back from their embedded text.
///
/// There is no display copy: what `lessons show` prints is what runs.
public struct LessonCode: Sendable {
  /// Paths relative to `Lessons/`, per version, in reading order.
  public let files: [Variant: [String]]
  /// Files both versions share (models, sample data).
  public let shared: [String]
  private let source: @Sendable (String) -> String?

  /// - Parameter source: looks up a file's text by its path relative to `Lessons/`.
  public init(
    broken: [String], fixed: [String], shared: [String] = [], source: @escaping @Sendable (String) -> String?
  ) {
    self.files = [.broken: broken, .fixed: fixed]
    self.shared = shared
    self.source = source
  }

  /// The listing of one version: each file with a header line naming it.
  public func listing(of variant: Variant) -> [SourceFile] {
    (shared + (files[variant] ?? [])).map { path in
      SourceFile(path: path, text: source(path) ?? "// \(path) is missing from the embedded sources")
    }
  }
}

/// One file of a lesson, as compiled.
public struct SourceFile: Sendable, Hashable {
  public let path: String
  public let text: String

  /// The text without the `import` lines every file starts with.
  public var body: String {
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
