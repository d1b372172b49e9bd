/// Makes a learner's SwiftUI-flavoured file compile against `StateRuntime`, line for line.
///
/// Only `import SwiftUI` lines change, to `import StateRuntime; import Foundation` on the
/// same line, so every line the compiler reports still points at the learner's own text.
/// Foundation comes too because SwiftUI re-exports it: a SwiftUI file uses `UUID()`,
/// `Date()` or `URL` with `import SwiftUI` alone, and must compile here the same way.
enum SourceRewriter {
  /// What `check` and `play` say when they rewrote an `import SwiftUI`.
  static let swiftUINote =
    "Your file imports SwiftUI; it was compiled with `import StateRuntime; import Foundation` instead "
    + "(SwiftUI's names and the Foundation it re-exports, running on the workbench's runtime)."

  /// The rewritten text and whether any `import SwiftUI` was replaced.
  static func rewriteImports(_ text: String) -> (text: String, rewroteSwiftUI: Bool) {
    var changed = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard let range = line.range(of: "import SwiftUI") else { return String(line) }
      // Only attributes (`@preconcurrency`) may precede it, and no identifier may continue it.
      let before = line[..<range.lowerBound].split(separator: " ")
      let after = line[range.upperBound...]
      guard before.allSatisfy({ $0.hasPrefix("@") }),
        after.first.map({ $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "/" || $0 == ";" }) ?? true
      else { return String(line) }
      changed = true
      return line[..<range.lowerBound] + "import StateRuntime; import Foundation" + after
    }
    return (lines.joined(separator: "\n"), changed)
  }
}
