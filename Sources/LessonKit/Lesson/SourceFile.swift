import Foundation
import WorkbenchSupport

/// One Swift file of a lesson, as listings and exports show it.
package struct SourceFile: Sendable, Hashable {
  /// The path within the lesson's pack: `06-slow-loader/SlowLoader+Broken.swift`.
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
    let kept = lines.drop { $0.hasPrefix("import ") || $0.trimmingSpaces().isEmpty }
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
