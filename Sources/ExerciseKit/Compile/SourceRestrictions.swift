/// What a checked file may not use, found in its text before anything compiles: for an
/// early, friendly message at the line.
///
/// Not the defence itself: whatever the text hides, ``ObjectInspection`` judges the
/// compiled object. Each attribute lets code escape what the checks can see:
/// `@section`/`@used` put code in `.init_array`, where it runs before `main` and could
/// read the run's secret before the harness does; `@_cdecl`/`@c` export a C symbol (a
/// `write` that edits what the harness sends); `@_silgen_name`/`@_extern` bind to any
/// symbol of the program by its mangled name (the harness's own state included).
/// `#sourceLocation` makes the compiler and the runtime name another file and line (the
/// exercise's `Checks.swift`) for the learner's code, so it is refused too. A SwiftUI
/// file never needs any of them.
///
/// Comments and string literals are read by ``SwiftCodeBlanker``, so an attribute in a
/// string is no finding and a string cannot hide the code after it.
enum SourceRestrictions {
  /// An attribute or directive found, with its 1-based line.
  struct Finding: Equatable {
    /// `@_cdecl`, `#sourceLocation`…, as written.
    var attribute: String
    var line: Int

    /// Why it is refused, for the message.
    var reason: String {
      attribute == "#sourceLocation"
        ? "it makes errors and crashes name another file and line than yours"
        : "it runs or links code where the checks cannot see it"
    }
  }

  /// The attributes refused, spelled without `@`.
  static let forbidden: Set<String> = [
    "section", "_section", "used", "_used", "_cdecl", "cdecl", "c", "_silgen_name", "_extern", "extern",
    "_expose",
  ]

  /// The compiler directives refused, spelled without `#`.
  static let forbiddenDirectives: Set<String> = ["sourceLocation"]

  /// Every forbidden attribute and directive in `source`, outside comments and string literals.
  static func findings(in source: String) -> [Finding] {
    var findings: [Finding] = []
    for (index, line) in strippingCommentsAndStrings(source).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      var rest = line[...]
      while let at = rest.firstIndex(where: { $0 == "@" || $0 == "#" }) {
        let sigil = rest[at]
        let name = rest[rest.index(after: at)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if (sigil == "@" ? forbidden : forbiddenDirectives).contains(String(name)) {
          findings.append(Finding(attribute: String(sigil) + name, line: index + 1))
        }
        rest = rest[rest.index(after: at)...]
      }
    }
    return findings
  }

  /// `source` with comments and string literals blanked out, newlines kept (so lines still count).
  static func strippingCommentsAndStrings(_ source: String) -> String {
    SwiftCodeBlanker.blank(source)
  }
}
