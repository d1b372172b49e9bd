/// Makes a learner's SwiftUI-flavoured file compile against `StateRuntime`, line for line.
///
/// `import SwiftUI` lines change to `import StateRuntime; import Foundation` on the
/// same line, and each `#Preview(…) {` header to a function header on the same lines
/// (see ``PreviewFinder``), so every line the compiler reports still points at the
/// learner's own text.
/// Foundation comes too because SwiftUI re-exports it: a SwiftUI file uses `UUID()`,
/// `Date()` or `URL` with `import SwiftUI` alone, and must compile here the same way.
///
/// A file whose `init` assigns a `@State` property without an initial value also gets
/// `import StateMacros` after its last line, where the cache has it (``StateMacroModule``).
enum SourceRewriter {
  /// What `check` and `play` say when they rewrote an `import SwiftUI`.
  static let swiftUINote =
    "Your file imports SwiftUI; it was compiled with `import StateRuntime; import Foundation` instead "
    + "(SwiftUI's names and the Foundation it re-exports, running on the workbench's runtime)."

  /// The file as it is compiled.
  struct Rewritten {
    var text: String
    /// Whether an `import SwiftUI` was replaced.
    var rewroteSwiftUI: Bool
    /// The `@State` properties whose assignment in an `init` made the file import the
    /// `State()` macro; empty when it was not imported.
    var stateMacroProperties: [String]
  }

  /// The file as it is compiled: imports and previews rewritten, and `import StateMacros`
  /// added when `stateMacroAvailable` and the file needs it.
  static func rewrite(_ text: String, stateMacroAvailable: Bool = false) -> Rewritten {
    let imports = rewriteImports(text)
    var rewritten = Rewritten(
      text: imports.text, rewroteSwiftUI: imports.rewroteSwiftUI, stateMacroProperties: [])
    if rewritten.text.contains("#Preview") { rewritten.text = PreviewFinder.rewritingMacros(rewritten.text) }
    if stateMacroAvailable {
      rewritten.stateMacroProperties = StateAssignmentAdvice.assignedProperties(in: text).map(\.property.name)
      if !rewritten.stateMacroProperties.isEmpty {
        // After the last line, so that every line the compiler reports is still the learner's.
        rewritten.text +=
          (rewritten.text.hasSuffix("\n") ? "" : "\n") + "import \(StateMacroModule.moduleName)\n"
      }
    }
    return rewritten
  }

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
