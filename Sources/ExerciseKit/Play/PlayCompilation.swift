/// The outcome of compiling a file for `play`: a program to run, or why there is none.
package enum PlayCompilation: Sendable {
  /// The program, ready to serve commands.
  case program(PlayProgram)
  /// The file did not compile: the errors at its lines, and notes (the `import SwiftUI` one).
  case failed(diagnostics: [Diagnostic], notes: [String])
}
