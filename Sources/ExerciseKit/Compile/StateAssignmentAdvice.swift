import Foundation

/// Reading `@State` declarations and `init` assignments from a file's text, and the notes
/// built on them.
///
/// Swift turns `self.value = value` in an `init` of a view whose `@State var value: Int` has no
/// initial value into the property's initialisation (`_value = State(wrappedValue: value)`) only
/// when `State.init(wrappedValue:)` takes a plain value. The runtime's takes an `@autoclosure`,
/// which is how a declaration's initial value stays unevaluated under Xcode 27, so the compiler
/// reports "'self' used before all stored properties are initialized" instead (see
/// `StateInitSpellingTests`). ``assignedProperties(in:)`` finds such assignments: `play` in
/// Xcode 26's era compiles the file with SwiftUI's plain-valued wrapper (``SourceRewriter``),
/// and Xcode 27's era compiles every `@State` as the `State()` macro, whose `init` accessor
/// takes the assignment. The note for the compiler's error remains for a compile that has
/// neither.
enum StateAssignmentAdvice {
  /// The compiler's messages for an `init` that assigns such a property.
  static let messages = [
    "'self' used before all stored properties are initialized",
    "return from initializer without initializing all stored properties",
  ]

  /// One note per `@State` property without an initial value that an `init` in `sourceLines`
  /// assigns, when `diagnostics` hold the error that assignment causes; empty otherwise.
  static func notes(for diagnostics: [Diagnostic], sourceLines: [Substring]) -> [String] {
    guard
      diagnostics.contains(where: { diagnostic in
        diagnostic.severity == "error" && diagnostic.origin == .learnerFile
          && messages.contains { diagnostic.message.contains($0) }
      })
    else { return [] }
    return assignedProperties(in: sourceLines.joined(separator: "\n")).map(note)
  }

  /// The `@State` properties without an initial value that an `init` in `source` assigns
  /// (`self.title = title`), each with the value assigned, in source order. An optional is
  /// not one: the property wrapper starts it at nil, so the assignment is a plain write.
  static func assignedProperties(in source: String) -> [(property: Property, value: String)] {
    // Every check and play asks; most files have no `@State` to read.
    guard source.contains("@State") else { return [] }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let code = codeLines(of: source)
    return uninitialisedStateProperties(in: code).filter { !$0.isOptional }.compactMap { property in
      assignment(of: property.name, in: code, original: lines).map { (property, $0) }
    }
  }

  /// Under the `State()` macro, one note per `$name` the compiler cannot find whose `@State`
  /// declaration leaves its type to inference: a macro sees only syntax, so it can write out
  /// a binding's type for a literal or `Model()`, not for `Tab.home` or a function's result.
  static func macroProjectionNotes(for diagnostics: [Diagnostic], sourceLines: [Substring]) -> [String] {
    let code = codeLines(of: sourceLines.joined(separator: "\n"))
    let untyped = Set(
      stateDeclarationLines(in: code).compactMap { line in
        captures(#"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*="#, in: line)?.first
      })
    var named = Set<String>()
    return diagnostics.compactMap { diagnostic in
      guard diagnostic.severity == "error", diagnostic.origin == .learnerFile,
        let name = captures(#"cannot find '\$([A-Za-z_][A-Za-z0-9_]*)' in scope"#, in: diagnostic.message)?
          .first,
        untyped.contains(name), named.insert(name).inserted
      else { return nil }
      return "`$\(name)` is missing because `@State var \(name)` has no written type: the file was "
        + "compiled with `@State` as Xcode 27's `State()` macro, and a macro cannot infer the binding's "
        + "type from an initial value "
        + "such as this one. Write the type: `@State var \(name): <Type> = …`."
    }
  }

  /// The lines of `source` with comments and string contents blanked by the project's lexer,
  /// in place: the structure is read from code alone (a `//` or `}` in a string is text),
  /// while a value found at an offset is quoted from the same place in the original.
  static func codeLines(of source: String) -> [String] {
    SwiftCodeBlanker.blank(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The types (qualified, `Outer.Inner`) that declare the `@State` properties an `init` in
  /// `source` assigns without an initial value (``assignedProperties(in:)``), in source order;
  /// `nil` when one of them is declared where no extension can reach (in a function's body).
  static func typesDeclaringAssignedProperties(in source: String) -> [String]? {
    let names = Set(assignedProperties(in: source).map(\.property.name))
    guard !names.isEmpty else { return [] }
    let code = codeLines(of: source)
    let enclosing = enclosingTypes(in: code)
    var types: [String] = []
    for index in stateDeclarationLineIndices(in: code) {
      guard let name = captures(#"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*:"#, in: code[index])?.first,
        names.contains(name)
      else { continue }
      guard let type = enclosing[index] else { return nil }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }

  /// For each line of `code` (blanked lines), the type whose body it starts in, qualified by
  /// the types around it (`Outer.Inner`); `nil` at file scope or inside a function's body.
  static func enclosingTypes(in code: [String]) -> [String?] {
    // One entry per open brace: the type it opens, or nil for any other block.
    var blocks: [String?] = []
    var pending: String?
    var result: [String?] = []
    let declaration = try? NSRegularExpression(
      pattern: #"(?:^|[^A-Za-z0-9_.])(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
    for line in code {
      result.append(blocks.last ?? nil)
      let characters = Array(line)
      var starts: [Int: String] = [:]
      for match in declaration?.matches(in: line, range: NSRange(line.startIndex..., in: line)) ?? [] {
        guard let range = Range(match.range(at: 1), in: line) else { continue }
        starts[line.distance(from: line.startIndex, to: range.upperBound)] = String(line[range])
      }
      for (offset, character) in characters.enumerated() {
        if let name = starts[offset] { pending = name }
        if character == "{" {
          // A type nested in a type is qualified by it; one in a function's body is not reachable.
          let outer = blocks.last ?? nil
          let insideBody = !blocks.isEmpty && outer == nil
          blocks.append(pending.flatMap { type in insideBody ? nil : outer.map { "\($0).\(type)" } ?? type })
          pending = nil
        } else if character == "}" {
          _ = blocks.popLast()
        }
      }
      if let name = starts[characters.count] { pending = name }
    }
    return result
  }

  /// A `@State` property declared with a type and no initial value.
  struct Property: Equatable {
    var name: String
    var type: String

    /// Whether the type is an optional (`Int?`, `Int!`, `Optional<Int>`).
    var isOptional: Bool {
      type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
  }

  /// The `@State` properties of `code` (lines blanked by ``SwiftCodeBlanker``) that have no
  /// initial value, in source order. The attribute may stand on the line before the `var`,
  /// as formatters leave it.
  static func uninitialisedStateProperties(in code: [String]) -> [Property] {
    var properties: [Property] = []
    for line in stateDeclarationLines(in: code) {
      guard let match = captures(#"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^=]+?)\s*$"#, in: line),
        !properties.contains(where: { $0.name == match[0] })
      else { continue }
      properties.append(Property(name: match[0], type: match[1]))
    }
    return properties
  }

  /// The lines of `code` (blanked lines) that may hold a `@State` property's `var`: a line
  /// with the attribute, and the line after an attribute that stands on its own, as
  /// formatters leave it.
  static func stateDeclarationLines(in code: [String]) -> [String] {
    stateDeclarationLineIndices(in: code).map { code[$0] }
  }

  /// The indices in `code` of ``stateDeclarationLines(in:)``.
  static func stateDeclarationLineIndices(in code: [String]) -> [Int] {
    var indices: [Int] = []
    var attributePending = false
    for (index, line) in code.enumerated() {
      let hasAttribute = line.range(of: #"@State\b(?!Object)"#, options: .regularExpression) != nil
      if hasAttribute || attributePending { indices.append(index) }
      attributePending = hasAttribute && !line.trimmingCharacters(in: .whitespaces).contains("var ")
    }
    return indices
  }

  /// The value an `init` assigns to `name` (`self.name = value` or `name = value`), found in
  /// `code` (the blanked lines) and quoted from the same place in `original`.
  static func assignment(of name: String, in code: [String], original: [String]) -> String? {
    let pattern = #"(?:^|[^A-Za-z0-9_.$])(?:self\.)?\#(name)\s*=(?!=)\s*([^;}]+?)\s*(?:[;}]|$)"#
    let declaration = #"\b(?:let|var)\s+\#(name)\b"#
    for index in initialiserLines(of: code)
    where code[index].range(of: declaration, options: .regularExpression) == nil {
      guard let value = captureOffsets(pattern, in: code[index]) else { continue }
      // Blanking replaces characters one for one, so the offsets hold in the original line.
      let line = Array(original[index])
      return String(line[min(value.lowerBound, line.count)..<min(value.upperBound, line.count)])
    }
    return nil
  }

  /// The indices of the lines of `code` (blanked lines) that belong to an `init`, from its
  /// signature to the brace that closes it.
  static func initialiserLines(of code: [String]) -> [Int] {
    var inside: [Int] = []
    var depth = 0
    var initialiserDepth: Int?
    for (index, code) in code.enumerated() {
      if initialiserDepth == nil,
        code.range(of: #"(?:^|[^A-Za-z0-9_.])init\??\s*\("#, options: .regularExpression) != nil
      {
        initialiserDepth = depth
      }
      if initialiserDepth != nil { inside.append(index) }
      for character in code {
        if character == "{" { depth += 1 }
        if character == "}" { depth -= 1 }
      }
      if let start = initialiserDepth, depth <= start, code.contains("}") { initialiserDepth = nil }
    }
    return inside
  }

  static func note(_ assigned: (property: Property, value: String)) -> String {
    let (property, value) = assigned
    return
      "`self.\(property.name) = \(value)` in an `init` compiles with SwiftUI but not against this runtime as built with this "
      + "toolchain, which lacks the SwiftSyntax libraries its `State()` macro needs. "
      + "Swift turns that assignment into the initialisation of `@State var \(property.name): "
      + "\(property.type)` only when `State(wrappedValue:)` takes a plain value, and the runtime's keeps "
      + "the value unevaluated (an `@autoclosure`, how Xcode 27's lazy `@State` is modelled). Write "
      + "`_\(property.name) = State(initialValue: \(value))` instead: SwiftUI accepts it too, and in both "
      + "eras it evaluates the value on every init and keeps the first one for the view's identity."
  }

  /// The capture groups of the first match of `pattern` in `text`.
  private static func captures(_ pattern: String, in text: String) -> [String]? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
    else { return nil }
    return (1..<match.numberOfRanges).compactMap { index in
      Range(match.range(at: index), in: text).map { String(text[$0]) }
    }
  }

  /// Where the first capture group of the first match of `pattern` in `text` is, in characters.
  private static func captureOffsets(_ pattern: String, in text: String) -> Range<Int>? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return text.distance(
      from: text.startIndex, to: range.lowerBound)..<text.distance(
        from: text.startIndex, to: range.upperBound)
  }
}
