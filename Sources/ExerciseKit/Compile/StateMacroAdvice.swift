import Foundation

/// The errors Xcode 27's `State()` macro brings to code written for the property wrapper,
/// in the words of Apple's technote TN3211 ("Resolving SwiftUI source incompatibilities for
/// State and ContentBuilder"), with its remedy.
///
/// The macro (``StateMacroPlugin``) makes Swift reject what Xcode 27 rejects; Swift 6.3
/// words one of those errors otherwise than TN3211 quotes it, so it is reworded here:
/// - an `init` that assigns a `@State` property before the view's other stored properties:
///   Swift says "'self' used before all stored properties are initialized"; TN3211 quotes
///   "'self' used in property access '_counter' before 'super.init' call" for an assignment
///   to `_counter`, and "variable 'self.counter' used before being initialized" for one to
///   `counter`. Its rule: "Initialize all non-@State stored properties before assigning to
///   any @State property."
/// The other cases keep the compiler's words, with a note that names the cause:
/// - a property wrapper composed with `@State`: the macro says what TN3211 quotes, "invalid
///   redeclaration of synthesized property '_counter'" (its `_counter` and the wrapper's, see
///   ``StateMacroPlugin``); the note gives TN3211's fix, "Remove the additional property
///   wrapper.", and its cause. A wrapper the macro cannot tell from another attribute
///   (a lower-case name) meets the macro's accessors instead: "property wrapper cannot be
///   applied to a computed property", with the same note;
/// - a memberwise `init` made private by a `private` `@State` without an initial value,
///   which the macro makes a parameter like any other stored property's;
/// - TN3211's `@ContentBuilder` case in `background` and `overlay`: "ambiguous use of
///   'opacity'" or "ambiguous use of 'blendMode'" for a `ShapeStyle` expression composed with
///   those modifiers, with TN3211's fix, the closure-based form.
enum StateMacroAdvice {
  static let technote = "Apple's TN3211"
  static let technoteTitle = "\"Resolving SwiftUI source incompatibilities for State and ContentBuilder\""

  /// TN3211's message (and Swift's wording for a clash with a wrapper's backing property) for a
  /// property wrapper composed with `@State`, followed by the property's name (`'_counter'`).
  static let synthesizedRedeclaration = "invalid redeclaration of synthesized property"

  /// TN3211's fix for a property wrapper composed with `@State`.
  static let composedWrapperFix = "Remove the additional property wrapper."

  /// TN3211's fix for a `ShapeStyle` expression that became ambiguous in `background` or `overlay`.
  static let closureFormFix = "Use the closure-based form of `background(_:)` or `overlay(_:)`:"

  /// Whether `diagnostic` is TN3211's "ambiguous use of 'opacity'" (or `'blendMode'`) in a
  /// `background` or `overlay` call: one on its line, or one that the line before opens.
  static func isAmbiguousStyleModifier(_ diagnostic: Diagnostic, sourceLines: [Substring]) -> Bool {
    guard
      diagnostic.message == "ambiguous use of 'opacity'"
        || diagnostic.message == "ambiguous use of 'blendMode'"
    else { return false }
    let index = diagnostic.line - 1
    guard sourceLines.indices.contains(index) else { return false }
    let calls = [".overlay(", ".background("]
    if calls.contains(where: { sourceLines[index].contains($0) }) { return true }
    guard index > 0 else { return false }
    let before = sourceLines[index - 1].trimmingCharacters(in: .whitespaces)
    return calls.contains { before.hasSuffix($0) }
  }

  /// Swift's message for an access through `self` before the stored properties are set.
  static let selfBeforeInitialisation = "'self' used before all stored properties are initialized"

  /// The message TN3211 quotes for an assignment to `property` (`_counter` or `counter`).
  static func technoteMessage(assigning property: String) -> String {
    property.hasPrefix("_")
      ? "'self' used in property access '\(property)' before 'super.init' call"
      : "variable 'self.\(property)' used before being initialized"
  }

  /// `diagnostics` with each of Swift's errors at an assignment to a `@State` property in an
  /// `init` worded as TN3211 quotes it.
  static func rewording(_ diagnostics: [Diagnostic], sourceLines: [Substring]) -> [Diagnostic] {
    guard diagnostics.contains(where: { $0.message.contains(selfBeforeInitialisation) }) else {
      return diagnostics
    }
    let names = stateNames(in: sourceLines)
    return diagnostics.map { diagnostic in
      guard diagnostic.severity == "error", diagnostic.origin == .learnerFile,
        diagnostic.message.contains(selfBeforeInitialisation),
        sourceLines.indices.contains(diagnostic.line - 1),
        let property = assignedStateProperty(in: String(sourceLines[diagnostic.line - 1]), names: names)
      else { return diagnostic }
      var reworded = diagnostic
      reworded.message = technoteMessage(assigning: property)
      return reworded
    }
  }

  /// One note per cause among `diagnostics` (already reworded by ``rewording(_:sourceLines:)``).
  static func notes(for diagnostics: [Diagnostic], sourceLines: [Substring]) -> [String] {
    let errors = diagnostics.filter { $0.severity == "error" && $0.origin == .learnerFile }
    var notes: [String] = []
    let assigned = errors.compactMap { error -> String? in
      guard sourceLines.indices.contains(error.line - 1) else { return nil }
      let property = assignedStateProperty(
        in: String(sourceLines[error.line - 1]), names: stateNames(in: sourceLines))
      return property.flatMap { error.message == technoteMessage(assigning: $0) ? $0 : nil }
    }
    if let property = assigned.first {
      notes.append(
        "Xcode 27's `@State` is the `State()` macro: \(technote), \(technoteTitle), says the compiler treats the property "
          + "like any other stored property of the view, so assigning `\(property)` in an `init` uses `self`. "
          + "Its rule: \"Initialize all non-@State stored properties before assigning to any @State property.\" "
          + "Move the assignment after the others. A @State with an initial value keeps it under the macro "
          + "(an inline initial value takes precedence over a value assigned in `init`, which is thrown "
          + "away): give it either an initial value or an assignment in `init`, not both.")
    }
    if let composed = errors.first(where: {
      $0.message.contains(synthesizedRedeclaration)
        || $0.message.contains("property wrapper cannot be applied to a computed property")
    }) {
      let quoted =
        composed.message.contains(synthesizedRedeclaration)
        ? "" : " (TN3211 quotes the error as \"\(synthesizedRedeclaration) '_counter'\")"
      notes.append(
        "Under Xcode 27, `@State` is a macro, and another property wrapper cannot be composed with it: "
          + "\(technote), \(technoteTitle), \"Avoid composing additional property wrappers with @State\"\(quoted). "
          + "\"The composed property wrapper and the `@State` macro each attempt to synthesize a backing storage "
          + "property using the same underscore-prefixed name.\" Its fix: \"\(composedWrapperFix)\" "
          + "`--xcode 26` compiles it with the property wrapper.")
    }
    if errors.contains(where: { isAmbiguousStyleModifier($0, sourceLines: sourceLines) }) {
      notes.append(
        "Xcode 27 unifies SwiftUI's result builders under `@ContentBuilder`, whose blocks no longer require `View` "
          + "(\(technote), \(technoteTitle), \"Use the closure-based forms of background and overlay for "
          + "ShapeStyle expressions\"): \"Both `background` and `overlay` provide overloads that accept either a "
          + "`View` or a `ShapeStyle`, and modifiers such as `opacity(_:)` on a `ShapeStyle` return either a "
          + "`ShapeStyle` or a `View`.\" Without the `View` constraint \"the competing overloads are equally viable "
          + "and the expression becomes ambiguous\". Its fix: \"\(closureFormFix)\" "
          + "`.overlay { Color.blue.opacity(0.3).blendMode(.overlay) }`. `--xcode 26` compiles it as it is.")
    }
    if errors.contains(where: {
      $0.message.contains("initializer is inaccessible due to 'private' protection level")
    }),
      sourceLines.contains(where: { $0.contains("@State") && $0.contains("private") })
    {
      notes.append(
        "Under Xcode 27's `State()` macro a `@State` property is a stored property of the view like any other "
          + "(\(technote)): a `private` one takes part in the memberwise `init` and makes it private. Drop "
          + "`private` from the properties the caller passes, or write the `init`.")
    }
    return notes
  }

  /// The `@State` property that `line` assigns (`_title`, or `title` for `self.title =`).
  static func assignedStateProperty(in line: String, names: Set<String>) -> String? {
    let pattern = #"(?:^|[^A-Za-z0-9_.$])(?:self\.)?(_?)([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
    for match in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
      guard let underscore = Range(match.range(at: 1), in: line),
        let name = Range(match.range(at: 2), in: line)
      else { continue }
      let property = String(line[name])
      if names.contains(property) { return line[underscore] + property }
    }
    return nil
  }

  /// The names of the `@State` properties declared in `sourceLines`.
  static func stateNames(in sourceLines: [Substring]) -> Set<String> {
    let code = StateAssignmentAdvice.codeLines(of: sourceLines.joined(separator: "\n"))
    let declaration = try? NSRegularExpression(pattern: #"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    return Set(
      StateAssignmentAdvice.stateDeclarationLines(in: code).compactMap { line in
        guard let match = declaration?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
          let range = Range(match.range(at: 1), in: line)
        else { return nil }
        return String(line[range])
      })
  }
}
