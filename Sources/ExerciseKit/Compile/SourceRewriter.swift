/// Makes a learner's SwiftUI-flavoured file compile against `StateRuntime`, line for line.
///
/// `import SwiftUI` lines change to `import StateRuntime; import Foundation` on the
/// same line (`import Combine` to `import StateRuntime`, `import SwiftData` to `import StateRuntime; import
/// Foundation`, SwiftData re-exporting Foundation's `#Predicate` and `SortDescriptor`), and each `#Preview(…) {` header to a function header on the same lines
/// (see ``PreviewFinder``), so every line the compiler reports still points at the
/// learner's own text.
/// Foundation comes too because SwiftUI re-exports it: a SwiftUI file uses `UUID()`,
/// `Date()` or `URL` with `import SwiftUI` alone, and must compile here the same way.
///
/// `@State` follows the Xcode release the file is compiled for, each form declared after the
/// file's last line, so that every line the compiler reports is still the learner's:
/// - Xcode 27: `import StateMacros`, the `State()` macro and Xcode 27's `@ContentBuilder`
///   (``StateMacroModule``), for every file;
/// - Xcode 26 and earlier, or a cache without the macro: the runtime's property wrapper, except
///   that a type whose `init` assigns a `@State` property without an initial value gets
///   `extension TYPE { typealias State<Value> = StateRuntime._PropertyWrapperState<Value> }`,
///   the wrapper with SwiftUI's plain `init(wrappedValue:)` that Swift initialises from that
///   assignment. Declared in the type, it changes that type's `@State` alone: the other types
///   of the file and of the program (a lesson's versions compile together) keep the runtime's.
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
    /// Whether an `import Combine` was read as the runtime's.
    var rewroteCombine = false
    /// Whether an `import SwiftData` was read as the runtime's.
    var rewroteSwiftData = false
    /// Whether `@State` is the `State()` macro in this compile.
    var compiledWithStateMacro = false
    /// The `@State` properties whose assignment in an `init` made the file declare `State` as
    /// Xcode 26's property wrapper; empty when it did not.
    var plainWrapperProperties: [String] = []
    /// The views whose memberwise initialiser Xcode 27's `State()` macro skips (TN3211), given
    /// the initialiser that makes Swift skip it (``StateMacroMemberwise``).
    var memberwiseSkippedViews: [String] = []
  }

  /// The declaration that makes `@State` Xcode 26's plain-valued property wrapper where it is
  /// declared.
  static let plainWrapperDeclaration =
    "typealias State<Value> = StateRuntime._PropertyWrapperState<Value>"

  /// The plain wrapper declared in each of `types`, or for the whole module when one of them
  /// cannot be extended (`nil`: a type declared in a function's body).
  static func plainWrapperDeclarations(in types: [String]?) -> String {
    guard let types else { return plainWrapperDeclaration }
    return types.map { "extension \($0) { \(plainWrapperDeclaration) }" }.joined(separator: "\n")
  }

  /// The file as it is compiled for `xcode` (26 or 27): imports and previews rewritten, and
  /// `@State` in the form of that release where `stateMacroAvailable`.
  static func rewrite(_ text: String, stateMacroAvailable: Bool = false, xcode: Int = 27) -> Rewritten {
    let imports = rewriteModuleImports(text)
    var rewritten = Rewritten(
      text: imports.text, rewroteSwiftUI: imports.rewroteSwiftUI, rewroteCombine: imports.rewroteCombine,
      rewroteSwiftData: imports.rewroteSwiftData)
    if rewritten.text.contains("#Preview") { rewritten.text = PreviewFinder.rewritingMacros(rewritten.text) }
    var appended: String
    if stateMacroAvailable, xcode >= 27 {
      // Every file: the module also declares Xcode 27's `@ContentBuilder` (``StateMacroModule``).
      rewritten.compiledWithStateMacro = true
      appended = "import \(StateMacroModule.moduleName)"
      let skipping = StateMacroMemberwise.rewrite(rewritten.text)
      rewritten.text = skipping.text
      rewritten.memberwiseSkippedViews = skipping.views
    } else {
      guard text.contains("@State") else { return rewritten }
      rewritten.plainWrapperProperties = StateAssignmentAdvice.assignedProperties(in: text).map(
        \.property.name)
      guard !rewritten.plainWrapperProperties.isEmpty else { return rewritten }
      appended = plainWrapperDeclarations(
        in: StateAssignmentAdvice.typesDeclaringAssignedProperties(in: text))
    }
    // After the last line, so that every line the compiler reports is still the learner's.
    rewritten.text += (rewritten.text.hasSuffix("\n") ? "" : "\n") + appended + "\n"
    return rewritten
  }

  /// What `play` says when it declared `State` as Xcode 26's property wrapper.
  static func plainWrapperNote(properties: [String]) -> String {
    let names = properties.map { "`\($0)`" }.joined(separator: ", ")
    return "An `init` in your file assigns the @State \(properties.count == 1 ? "property" : "properties") "
      + "\(names), which has no initial value. Xcode 26's property wrapper takes a plain value, so Swift "
      + "turns that assignment into the property's initialisation; the file was compiled with `@State` as "
      + "that wrapper (the runtime's own keeps a declaration's value unevaluated, which Swift cannot "
      + "initialise that way). The value is evaluated on every init and the view's identity keeps the first."
  }

  /// `text` with each `@main` attribute (in code, not in a comment or string) blanked out.
  ///
  /// A played app's `@main struct …: App` cannot stay `@main`: the generated `main.swift`
  /// is the program's entry point, and a module has only one. Spaces of the same length
  /// keep every line and column the compiler reports.
  static func removingMainAttribute(_ text: String) -> String {
    guard text.contains("@main") else { return text }
    let code = Array(SwiftCodeBlanker.blank(text))
    var characters = Array(text)
    guard code.count == characters.count else { return text }
    let attribute = Array("@main")
    var index = 0
    while index + attribute.count <= code.count {
      let after = index + attribute.count
      if Array(code[index..<after]) == attribute,
        after == code.count || !(code[after].isLetter || code[after].isNumber || code[after] == "_")
      {
        for position in index..<after { characters[position] = " " }
        index = after
      } else {
        index += 1
      }
    }
    return String(characters)
  }

  /// What `play` says when it read an `import Combine` as the runtime's Combine.
  static let combineNote =
    "Your file imports Combine; it was compiled with `import StateRuntime` instead, whose Combine is the part "
    + "SwiftUI state code uses: publishers and subjects, `sink`/`assign`, `@Published`'s `$property`, "
    + "`objectWillChange`, `onReceive`, and `Timer.publish` firing on the runtime's clock."

  /// What `play` says when it read an `import SwiftData` as the runtime's SwiftData.
  static let swiftDataNote =
    "Your file imports SwiftData; it was compiled with `import StateRuntime; import Foundation` instead, whose "
    + "SwiftData keeps models in memory: `@Model`, `ModelContainer`, `ModelContext`, `FetchDescriptor`, `@Query` "
    + "and `ModelActor`, as Apple documents them (see the runtime's article SwiftDataModelling)."

  /// The rewritten text and whether any `import SwiftUI` was replaced.
  static func rewriteImports(_ text: String) -> (text: String, rewroteSwiftUI: Bool) {
    let rewritten = rewriteModuleImports(text)
    return (rewritten.text, rewritten.rewroteSwiftUI)
  }

  /// The text with `import SwiftUI`, `import Combine` and `import SwiftData` read as the runtime,
  /// and which were.
  ///
  /// `import Combine` becomes `import StateRuntime`: the runtime holds the part of Combine
  /// SwiftUI state code uses (Sources/StateRuntime/Combine), as it holds SwiftUI's.
  static func rewriteModuleImports(_ text: String) -> (
    text: String, rewroteSwiftUI: Bool, rewroteCombine: Bool, rewroteSwiftData: Bool
  ) {
    var swiftUI = false
    var combine = false
    var swiftData = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      for (module, replacement) in [
        ("import SwiftUI", "import StateRuntime; import Foundation"),
        ("import Combine", "import StateRuntime"),
        ("import SwiftData", "import StateRuntime; import Foundation"),
      ] {
        guard let range = line.range(of: module) else { continue }
        // Only attributes (`@preconcurrency`) may precede it, and no identifier may continue it.
        let before = line[..<range.lowerBound].split(separator: " ")
        let after = line[range.upperBound...]
        guard before.allSatisfy({ $0.hasPrefix("@") }),
          after.first.map({ $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "/" || $0 == ";" }) ?? true
        else { continue }
        switch module {
        case "import SwiftUI": swiftUI = true
        case "import Combine": combine = true
        default: swiftData = true
        }
        return line[..<range.lowerBound] + replacement + after
      }
      return String(line)
    }
    return (lines.joined(separator: "\n"), swiftUI, combine, swiftData)
  }
}
