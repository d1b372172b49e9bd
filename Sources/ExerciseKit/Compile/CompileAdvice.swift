import Foundation

/// Notes that turn a compile failure of SwiftUI code into what a learner can act on.
///
/// The compiler speaks of what is missing in the runtime's terms (`cannot find
/// 'Canvas' in scope`, `missing argument label 'value:' in call` for a
/// `NavigationLink` initialiser the runtime lacks); these notes say it in SwiftUI's:
/// - a SwiftUI name the runtime does not model yet, once per name, with the nearest
///   spelling it does model, if there is one;
/// - Swift 6 concurrency errors in code written for the Swift 5 language mode, and how
///   to compile it as such;
/// - `self.value = value` in an `init` for a `@State` property without an initial value,
///   with the spelling the runtime compiles (``StateAssignmentAdvice``);
/// - a crash of the compiler itself (it happens on some invalid calls), with its
///   assertion and the declaration it was checking, instead of "failed due to signal 6".
enum CompileAdvice {
  /// The notes for `diagnostics` parsed from `output`, for a file compiled in `swiftVersion`;
  /// `nil` where the language mode is not the learner's to choose (`check`: exercises are
  /// Swift 6 code), which leaves out the note about `--swift-version 5`.
  ///
  /// `compiledWithStateMacro`: the file imported the `State()` macro (``StateMacroModule``),
  /// so an `init`'s `self.value = value` compiled, and a missing `$name` may be the macro's.
  static func notes(
    for diagnostics: [Diagnostic], output: String, swiftVersion: String?, sourceLines: [Substring],
    compiledWithStateMacro: Bool = false
  ) -> [String] {
    var notes: [String] = []
    var named = Set<String>()
    // A name of the app's own that is missing (a model in another file) makes calls that use
    // it fail as well: a SwiftUI initialiser's "extra argument" is then that, not the runtime.
    let missesOwnName = diagnostics.contains {
      missingName(in: $0).map { !SwiftUIVocabulary.names.contains($0) } ?? false
    }
    for diagnostic in diagnostics where diagnostic.severity == "error" && diagnostic.origin == .learnerFile {
      guard
        let name = missingSwiftUIName(
          diagnostic, sourceLine: diagnostic.sourceLine ?? line(diagnostic.line, of: sourceLines))
      else { continue }
      if missesOwnName, missingName(in: diagnostic) == nil { continue }
      guard named.insert(name.name).inserted else { continue }
      notes.append(name.note)
    }
    var modules = Set<String>()
    for diagnostic in diagnostics where diagnostic.severity == "error" {
      guard let module = firstCapture(#"no such module '([A-Za-z_][A-Za-z0-9_.]*)'"#, in: diagnostic.message),
        modules.insert(module).inserted
      else { continue }
      notes.append(missingModuleNote(module))
    }
    if swiftVersion == "6",
      diagnostics.contains(where: { $0.severity == "error" && isConcurrencyError($0.message) })
    {
      notes.append(
        "These are Swift 6 concurrency errors: the file is compiled in the Swift 6 language mode, where data-race "
          + "safety is checked. Code written for Swift 5 (most published SwiftUI before 2025) compiles as it was "
          + "meant with `--swift-version 5`.")
    }
    notes +=
      compiledWithStateMacro
      ? StateAssignmentAdvice.macroProjectionNotes(for: diagnostics, sourceLines: sourceLines)
      : StateAssignmentAdvice.notes(for: diagnostics, sourceLines: sourceLines)
    if let crash = compilerCrash(in: output) { notes.append(crash) }
    return notes
  }

  /// The modules played and checked code can import.
  static let providedModules =
    "SwiftUI, Combine and SwiftData (all read as `import StateRuntime`, the workbench's runtime), Observation, "
    + "Foundation and the Swift standard library"

  /// What a note says of a module the compile cannot find: what there is instead.
  static func missingModuleNote(_ module: String) -> String {
    "`\(module)` is not a module `play` provides. Played code compiles against \(providedModules); "
      + "nothing else (no UIKit, MapKit, Charts or packages). Take out `import \(module)` and the "
      + "code that uses it (or give it a stand-in of your own), then play again."
  }

  /// The name an error says the compiler cannot find in scope, if it says so.
  static func missingName(in diagnostic: Diagnostic) -> String? {
    guard diagnostic.severity == "error" else { return nil }
    return firstCapture(#"cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope"#, in: diagnostic.message)
  }

  /// Notes for names the compiler cannot find that belong to the app, not to SwiftUI: a
  /// type declared in a file beside the ones played, or one that may be.
  ///
  /// - Parameters:
  ///   - played: the files compiled.
  ///   - declaredIn: their texts, in the same order.
  static func otherFileNotes(for diagnostics: [Diagnostic], played: [URL], declaredIn texts: [String])
    -> [String]
  {
    var notes: [String] = []
    var named = Set<String>()
    let playedPaths = Set(played.map(\.standardizedFileURL.path))
    for diagnostic in diagnostics where diagnostic.origin == .learnerFile {
      guard let name = missingName(in: diagnostic), !SwiftUIVocabulary.names.contains(name),
        named.insert(name).inserted
      else { continue }
      let declaration = #"\b(?:struct|class|enum|actor|protocol|typealias|func|let|var)\s+\#(name)\b"#
      if texts.contains(where: { $0.range(of: declaration, options: .regularExpression) != nil }) { continue }
      let folders = Set(played.map { $0.deletingLastPathComponent().standardizedFileURL })
      let siblings: [URL] = folders.flatMap { folder -> [URL] in
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
          .filter { $0.pathExtension == "swift" && !playedPaths.contains($0.standardizedFileURL.path) }
      }.sorted { $0.path < $1.path }
      let folder = played.first.map { ExerciseWorkbench.displayPath($0.deletingLastPathComponent()) } ?? "."
      let playFolder = "`lessons play \(folder.isEmpty ? "." : folder)`"
      if let sibling = siblings.first(where: { file in
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").range(
          of: declaration, options: .regularExpression)
          != nil
      }) {
        notes.append(
          "cannot find '\(name)' in scope: it is declared in \(ExerciseWorkbench.displayPath(sibling)), "
            + "another file of the app, which was not played. Play the app's files together: the folder "
            + "(\(playFolder)) or the files, listed (`lessons play A.swift B.swift`).")
      } else if name.first?.isUppercase == true {
        notes.append(
          "cannot find '\(name)' in scope — it may be declared in another file of the app: play the folder "
            + "(\(playFolder)) or list its files (`lessons play A.swift B.swift`).")
      }
    }
    return notes
  }

  /// A SwiftUI name the diagnostic says is missing: the name and the note about it.
  static func missingSwiftUIName(_ diagnostic: Diagnostic, sourceLine: String?) -> (
    name: String, note: String
  )? {
    let message = diagnostic.message
    if let line = sourceLine, let key = EnvironmentKeyAdvice.missingKey(message: message, line: line) {
      return ("\\.\(key)", EnvironmentKeyAdvice.note(key))
    }
    var candidate: String?
    for pattern in [
      #"cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope"#,
      #"has no member '([A-Za-z_][A-Za-z0-9_]*)'"#,
      #"reference to member '([A-Za-z_][A-Za-z0-9_]*)' cannot be resolved"#,
    ] {
      if let found = firstCapture(pattern, in: message) {
        candidate = found
        break
      }
    }
    if let name = candidate {
      guard SwiftUIVocabulary.names.contains(name) else { return nil }
      return (name, noteFor(name))
    }
    guard let line = sourceLine else { return nil }
    // A call the runtime has under another shape: a SwiftUI initialiser or modifier with
    // arguments it does not take. Only shape mismatches, and a binding where the runtime's
    // forms take a value (SwiftUI has more forms, `navigationTitle(_: Binding<String>)`
    // among them): another wrong type in a SwiftUI call is as wrong in SwiftUI.
    let callProblems = [
      "missing argument label", "incorrect argument label", "extra argument", "extra trailing closure",
      "argument passed to call that takes no arguments", "missing argument for parameter",
      "no exact matches in call to",
    ]
    let bindingGiven = message.hasPrefix("cannot convert value of type 'Binding<")
    guard callProblems.contains(where: { message.contains($0) }) || bindingGiven else { return nil }
    if let call = CallSite.enclosing(column: diagnostic.column, in: line),
      call.isMember
        ? SwiftUIVocabulary.members.contains(call.name)
        : !bindingGiven && SwiftUIVocabulary.types.contains(call.name)
    {
      return (call.signature, formNote(call, bindingGiven: bindingGiven))
    }
    guard !bindingGiven else { return nil }
    for name in SwiftUIVocabulary.types
    where line.range(of: #"\b\#(name)\s*[({]"#, options: .regularExpression) != nil {
      return (name, formNote(CallSite(name: name, isMember: false, labels: []), bindingGiven: false))
    }
    return nil
  }

  /// The note for a SwiftUI name the runtime lacks altogether, with its nearest spelling.
  private static func noteFor(_ name: String) -> String {
    let nearest =
      SwiftUIVocabulary.nearestSupported[name].map { "nearest supported: \($0)." }
      ?? "nearest supported: none."
    return "`\(name)` is SwiftUI API this runtime does not model yet; \(nearest) "
      + "the runtime's coverage table (Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md) lists what is modelled."
  }

  /// The note for a form of a SwiftUI initialiser or modifier the runtime lacks: it has
  /// other forms of it, so the learner's arguments may be right.
  private static func formNote(_ call: CallSite, bindingGiven: Bool) -> String {
    let kind = call.isMember ? "a form of `.\(call.name)`" : "an initialiser of `\(call.name)`"
    let others = call.isMember ? "other forms of `.\(call.name)`" : "other initialisers of `\(call.name)`"
    let form =
      call.labels.isEmpty && !call.isMember ? "`\(call.name)` called this way" : "`\(call.signature)`"
    let yours = bindingGiven ? "your binding" : "your arguments"
    return "\(form) may be \(kind) that SwiftUI has and this runtime does not model yet (the runtime has "
      + "\(others); the runtime's coverage table (Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md) lists what is modelled). If it compiles in Xcode, the gap is "
      + "the runtime's, not \(yours)."
  }

  /// The 1-based `number`th of `lines`, when there is one.
  private static func line(_ number: Int, of lines: [Substring]) -> String? {
    lines.indices.contains(number - 1) ? String(lines[number - 1]) : nil
  }

  static func isConcurrencyError(_ message: String) -> Bool {
    [
      "actor-isolated", "Sendable", "data race", "concurrency-safe", "nonisolated", "global actor",
      "main actor", "isolation", "sending '", "task-isolated",
    ].contains { message.contains($0) }
  }

  /// The compiler's own crash, summarised: its assertion (or fatal error) and the
  /// declaration it was checking; `nil` when the output shows no crash.
  static func compilerCrash(in output: String) -> String? {
    guard output.contains("Stack dump:") || output.contains("failed due to signal") else { return nil }
    let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let assertion = lines.first {
      $0.contains("Assertion") || $0.contains("Fatal error") || $0.contains("UNREACHABLE")
        || $0.contains("LLVM ERROR")
    }
    // "4.	While type-checking 'ContentView' (at /tmp/…/File.swift:5:1)": the innermost with a place.
    let checking = lines.filter { $0.range(of: #"^\d+\.\s+While "#, options: .regularExpression) != nil }
      .map { $0.replacingOccurrences(of: #"^\d+\.\s+"#, with: "", options: .regularExpression) }
    let place = checking.last { $0.contains("type-checking") || $0.contains("(at ") } ?? checking.last
    var text = "The Swift compiler itself crashed on this file (a compiler bug, not a mistake in your code). "
    if let place {
      let shortened = place.replacingOccurrences(
        of: #"/[^ ]*/([^/ ]+\.swift)"#, with: "$1", options: .regularExpression)
      text += "It stopped at: \(shortened). "
    }
    if let assertion { text += "Its message: \(assertion.prefix(300)). " }
    text +=
      "Such crashes usually come from a call to SwiftUI API the runtime lacks or declares differently: "
      + "look at the calls in that declaration."
    return text
  }

  private static func firstCapture(_ pattern: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
  }
}
