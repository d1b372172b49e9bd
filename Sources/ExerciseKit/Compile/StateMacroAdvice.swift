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
/// - a property wrapper composed with `@State`: "property wrapper cannot be applied to a
///   computed property" (the macro gives the property accessors);
/// - a memberwise `init` made private by a `private` `@State` without an initial value,
///   which the macro makes a parameter like any other stored property's.
enum StateMacroAdvice {
  static let technote = "Apple's TN3211"
  static let technoteTitle = "\"Resolving SwiftUI source incompatibilities for State and ContentBuilder\""

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
    if errors.contains(where: {
      $0.message.contains("property wrapper cannot be applied to a computed property")
    }) {
      notes.append(
        "Under Xcode 27, `@State` is a macro that gives the property accessors, so another property wrapper "
          + "cannot be composed with it (\(technote), \(technoteTitle)). Keep the value in a `@State` of its own and apply the "
          + "other wrapper's behaviour where the value is read or written. `--xcode 26` compiles it with "
          + "the property wrapper.")
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
