import Foundation

/// A SwiftUI environment value the runtime does not declare, said as such.
///
/// `@Environment(\.scenePhase)` against a runtime without `scenePhase` fails with the
/// compiler's "cannot infer key path type from context" (and "no exact matches in call to
/// initializer"), which leads nowhere; `.environment(\.locale, …)` with "has no member". The
/// line names the key path, so the note can name the environment value.
enum EnvironmentKeyAdvice {
  /// The name of the environment value the diagnostic is about (`scenePhase`), when the
  /// message is one a missing key gives and the line reads or writes an environment key path.
  static func missingKey(message: String, line: String) -> String? {
    let symptoms = [
      "cannot infer key path type", "no exact matches in call to initializer",
      "type 'EnvironmentValues' has no member", "of type 'EnvironmentValues' has no member",
    ]
    guard symptoms.contains(where: { message.contains($0) }) else { return nil }
    for pattern in [
      #"@Environment\(\s*\\\.([A-Za-z_][A-Za-z0-9_]*)"#, #"\.environment\(\s*\\\.([A-Za-z_][A-Za-z0-9_]*)"#,
      #"\\EnvironmentValues\.([A-Za-z_][A-Za-z0-9_]*)"#,
    ] {
      guard let regex = try? NSRegularExpression(pattern: pattern),
        let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
        let range = Range(match.range(at: 1), in: line)
      else { continue }
      let key = String(line[range])
      // A member named in "has no member" must be the key path's, not another on the line.
      if message.contains("has no member"), !message.contains("'\(key)'") { return nil }
      return key
    }
    return nil
  }

  /// What to say about `\.key`.
  static func note(_ key: String) -> String {
    "`\\.\(key)` is an environment value this runtime does not model yet (that is all the compiler's "
      + "message about the key path means). the runtime's coverage table (Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md) lists the environment values it models; "
      + "a value of your own works with an EnvironmentKey."
  }
}
