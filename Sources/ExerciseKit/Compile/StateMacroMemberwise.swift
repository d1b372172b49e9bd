import Foundation

/// TN3211's third `@State` case, "Define memberwise initializers explicitly when a view has
/// private @State", for files compiled with Xcode 27's `State()` macro.
///
/// What it models, and from where (Apple's TN3211, "Resolving SwiftUI source
/// incompatibilities for State and ContentBuilder"):
/// - "a type whose stored properties are all `private` and that does not declare an explicit
///   initializer receives a synthesized memberwise initializer with `private` access, callable
///   from initializers defined in extensions of the type. Views that declare a `@State`
///   property no longer receive this synthesized initializer, and call sites in extensions
///   fail to resolve", with "error: no exact matches in call to initializer";
/// - its cause: "The expansion of the `@State` macro causes the compiler to skip synthesis of
///   the memberwise initializer";
/// - its fix: "Define the memberwise initializer explicitly rather than relying on synthesis."
///
/// Swift 6.3 still synthesises that initialiser beside the runtime's macro, so the tool makes
/// it skip it as Xcode 27's does: in such a view (every stored property `private` or
/// `fileprivate`, one of them `@State`, no `init` in its body) an initialiser is written on the
/// line of the view's closing brace, which keeps every line number the learner's. Swift
/// synthesises no memberwise initialiser for a type that declares one. TN3211 says nothing of
/// the no-argument `init()` Swift gives a type whose stored properties all have initial values
/// (`ContentView()`), which every SwiftUI template calls: such a view gets `init() {}`, which
/// keeps it; any other gets an initialiser no call can reach.
enum StateMacroMemberwise {
  /// TN3211's diagnostic for a call to the skipped initialiser.
  static let technoteMessage = "no exact matches in call to initializer"

  /// The parameter label of the unreachable initialiser (it takes `Never`).
  static let unreachableLabel = "_stateMacroSkipsMemberwiseInit"

  /// A view whose memberwise initialiser Xcode 27 skips.
  struct SkippedView: Equatable {
    var name: String
    /// The 0-based line of its closing brace.
    var closingLine: Int
    /// Whether every stored property has an initial value, so Swift gives `init()`.
    var allHaveInitialValues: Bool
  }

  /// `text` with each view TN3211 describes given the initialiser that makes Swift skip the
  /// memberwise one, and the names of those views.
  static func rewrite(_ text: String) -> (text: String, views: [String]) {
    let views = skippedViews(in: text)
    guard !views.isEmpty else { return (text, []) }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for view in views where lines.indices.contains(view.closingLine) {
      let line = lines[view.closingLine]
      guard let brace = line.lastIndex(of: "}") else { continue }
      let declaration =
        view.allHaveInitialValues
        ? "init() {} "
        : "private init(\(unreachableLabel): Never) { switch \(unreachableLabel) {} } "
      lines[view.closingLine] = line[..<brace] + declaration + line[brace...]
    }
    return (lines.joined(separator: "\n"), views.map(\.name))
  }

  /// The views of `text` whose stored properties are all private, one of them `@State`, and
  /// that declare no `init` in their body.
  static func skippedViews(in text: String) -> [SkippedView] {
    let code = StateAssignmentAdvice.codeLines(of: text)
    var views: [SkippedView] = []
    var index = 0
    while index < code.count {
      guard
        let name = firstCapture(
          #"^\s*(?:@\w+\s+)*(?:(?:public|internal|fileprivate|private|package|final)\s+)*struct\s+([A-Za-z_][A-Za-z0-9_]*)[^{]*:\s*[^{]*\bView\b"#,
          in: code[index]),
        let body = bodyRange(openingAt: index, in: code)
      else {
        index += 1
        continue
      }
      let members = memberDeclarations(in: code, lines: body)
      let stored = members.filter(\.isStored)
      if !members.contains(where: \.isInit), stored.contains(where: \.isState),
        stored.allSatisfy(\.isPrivate)
      {
        views.append(
          SkippedView(
            name: name, closingLine: body.upperBound,
            allHaveInitialValues: stored.allSatisfy(\.hasInitialValue)))
      }
      index = body.upperBound + 1
    }
    return views
  }

  /// The lines from the one that opens a type's body (`index`) to the one that closes it.
  static func bodyRange(openingAt index: Int, in code: [String]) -> ClosedRange<Int>? {
    var depth = 0
    var opened = false
    for line in index..<code.count {
      for character in code[line] {
        if character == "{" {
          depth += 1
          opened = true
        } else if character == "}" {
          depth -= 1
          if opened && depth == 0 { return index...line }
        }
      }
    }
    return nil
  }

  /// A declaration directly in a type's body, as far as the memberwise rule needs it.
  struct Member {
    var text: String
    var isInit: Bool { text.range(of: #"(?:^|\s)init\s*[(<?!]"#, options: .regularExpression) != nil }
    var isState: Bool { text.range(of: #"@State\b(?!Object)"#, options: .regularExpression) != nil }
    var isPrivate: Bool {
      text.range(of: #"(?:^|\s)(?:private|fileprivate)(?!\s*\()"#, options: .regularExpression) != nil
    }
    var isStored: Bool {
      guard text.range(of: #"(?:^|\s)(?:var|let)\s"#, options: .regularExpression) != nil,
        text.range(of: #"(?:^|\s)(?:static|class)\s"#, options: .regularExpression) == nil
      else { return false }
      if text.range(of: #"(?:^|\s)let\s"#, options: .regularExpression) != nil { return true }
      // A `var` with a body is computed, unless the body only observes (`didSet`, `willSet`).
      guard let brace = text.firstIndex(of: "{") else { return true }
      let head = text[..<brace]
      return head.contains("=")
        || text[brace...].range(of: #"^\{\s*(?:didSet|willSet)\b"#, options: .regularExpression) != nil
    }
    /// Whether Swift gives the property a value without an initialiser's help: an initial
    /// value, an optional `var`, or a property wrapper other than `@State`, `@Binding`,
    /// `@ObservedObject` and `@Bindable` with no value of its own (`@Environment(\.dismiss)`,
    /// `@FocusState`, `@Namespace`), whose wrapper initialises itself.
    var hasInitialValue: Bool {
      if text.contains("=") { return true }
      let isVar = text.range(of: #"(?:^|\s)var\s"#, options: .regularExpression) != nil
      let optional = text.range(of: #":\s*[^=]*[?!]\s*$"#, options: .regularExpression) != nil
      if isVar && optional { return true }
      let wrappers = captures(#"@([A-Z][A-Za-z0-9_]*)"#, in: text)
      return wrappers.contains {
        !["State", "Binding", "ObservedObject", "Bindable", "MainActor"].contains($0)
      }
    }
  }

  /// The declarations directly in the body `lines` (depth one), each with the attribute lines
  /// before it, one per `var`, `let` or `init`.
  static func memberDeclarations(in code: [String], lines: ClosedRange<Int>) -> [Member] {
    var members: [Member] = []
    var depth = 0
    var pending = ""
    for index in lines {
      let line = code[index]
      let startDepth = depth
      for character in line {
        if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
      }
      guard startDepth == 1, index != lines.lowerBound else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("@"),
        trimmed.range(of: #"(?:^|\s)(?:var|let|init|func|struct|enum|class)\b"#, options: .regularExpression)
          == nil
      {
        pending += trimmed + " "
        continue
      }
      members.append(Member(text: pending + trimmed))
      pending = ""
    }
    return members
  }

  /// Each of Swift's errors at a call to a skipped view's memberwise initialiser (a
  /// `self.init(…)` in an extension of it, or `Name(…)`), worded as TN3211 quotes it.
  static func rewording(_ diagnostics: [Diagnostic], views: [String], sourceLines: [Substring])
    -> [Diagnostic]
  {
    guard !views.isEmpty else { return diagnostics }
    let callProblems = [
      "extraneous argument label", "incorrect argument label", "missing argument", "extra argument",
      "argument passed to call that takes no arguments", technoteMessage,
      "cannot convert value of type 'Never'",
    ]
    let names = views.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
    let inside = linesInside(views: views, sourceLines: sourceLines)
    return diagnostics.map { diagnostic in
      guard diagnostic.severity == "error", diagnostic.origin == .learnerFile,
        callProblems.contains(where: { diagnostic.message.contains($0) }),
        sourceLines.indices.contains(diagnostic.line - 1)
      else { return diagnostic }
      let line = String(sourceLines[diagnostic.line - 1])
      // `Name(…)` anywhere; `self.init(…)` only in the view or an extension of it.
      let callsByName = line.range(of: #"\b(?:\#(names))\s*\("#, options: .regularExpression) != nil
      let callsSelfInit =
        inside.contains(diagnostic.line - 1)
        && line.range(of: #"\bself\.init\s*\("#, options: .regularExpression) != nil
      guard callsByName || callsSelfInit else { return diagnostic }
      var reworded = diagnostic
      reworded.message = technoteMessage
      return reworded
    }
  }

  /// The 0-based lines of `views`' bodies and of their extensions' bodies.
  static func linesInside(views: [String], sourceLines: [Substring]) -> Set<Int> {
    let code = StateAssignmentAdvice.codeLines(of: sourceLines.joined(separator: "\n"))
    let names = views.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
    var lines = Set<Int>()
    for index in code.indices
    where code[index].range(of: #"\b(?:struct|extension)\s+(?:\#(names))\b"#, options: .regularExpression)
      != nil
    {
      if let body = bodyRange(openingAt: index, in: code) { lines.formUnion(body) }
    }
    return lines
  }

  /// The note for a call TN3211's rule rejects, once.
  static func notes(for diagnostics: [Diagnostic], views: [String]) -> [String] {
    guard !views.isEmpty,
      diagnostics.contains(where: { $0.severity == "error" && $0.message == technoteMessage })
    else { return [] }
    let names = views.map { "`\($0)`" }.joined(separator: ", ")
    return [
      "Under Xcode 27's `State()` macro a view whose stored properties are all private and that declares a "
        + "@State property gets no synthesized memberwise initializer (\(StateMacroAdvice.technote), "
        + "\(StateMacroAdvice.technoteTitle): \"The expansion of the @State macro causes the compiler to skip "
        + "synthesis of the memberwise initializer\"); here: \(names). Its fix: \"Define the memberwise "
        + "initializer explicitly rather than relying on synthesis.\""
    ]
  }

  private static func firstCapture(_ pattern: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
  }

  private static func captures(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
