import Foundation
import WorkbenchSupport

/// Everything that stops `lessons check`, `hint`, `reset` or `solution` before a result exists.
///
/// A learner's mistake in their own file is never an error here: it is a result
/// (``ExerciseStatus/compileError``, ``ExerciseStatus/failed``...). These cases are
/// about the setup. ``description`` is the one place their wording lives: each
/// quotes what was looked for, what exists, and how to fix it.
package enum ExerciseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No directory with `Package.swift` and `Lessons/` was found in any of `lookedIn`.
  case projectRootNotFound(lookedIn: [String])
  /// An exercise folder lacks something every exercise needs.
  case malformedExercise(id: String, path: String, problem: String)
  /// `id` is not an exercise; `suggestion` is the nearest id, if one is close.
  case unknownExercise(id: String, suggestion: String?, known: [String])
  /// No usable `swiftc`: `override` is `LESSONS_SWIFTC` when it was set, `searched` the `PATH` entries.
  case toolchainNotFound(override: String?, searched: [String])
  /// A program could not be started.
  case cannotLaunch(path: String, reason: String)
  /// The `StateRuntime` sources are missing from the project.
  case runtimeSourcesMissing(path: String)
  /// Building the `StateRuntime` module failed; `output` is the compiler's.
  case runtimeBuildFailed(output: String)
  /// The compiler ran past its time limit and was killed with its process group.
  case compilerTimedOut(compiler: String, seconds: Double)
  /// A file the exercise needs could not be read or written.
  case fileAccess(path: String, reason: String)
  /// The progress file could not be read or saved.
  case progress(AtomicJSONFileError)
  /// The reference solution stays hidden until the exercise has passed.
  case solutionLocked(id: String)
  /// The check was cancelled (Ctrl-C).
  case cancelled
  /// `play`: the file declares no `View` type to mount.
  case playNoViewType(file: String)
  /// `play`: more than one `View` type could be the root; `candidates` are they.
  case playAmbiguousRoot(file: String, candidates: [String])
  /// `play --root NAME`: the file declares no `View` type called `name`; `suggestion` is the nearest.
  case playUnknownRoot(file: String, name: String, suggestion: String?, views: [String])
  /// `--preview NAME` names no preview of the file.
  case playUnknownPreview(file: String, name: String, previews: [String])
  /// The file has several previews and none was chosen.
  case playAmbiguousPreview(file: String, previews: [String])

  /// What went wrong and what to do, with commands spelled for the command line (`lessons hint`).
  package var description: String {
    message(commandPrefix: "lessons ")
  }

  /// What went wrong and what to do, with commands spelled as `commandPrefix` + name:
  /// `"lessons "` on the command line, `""` inside the shell.
  package func message(commandPrefix prefix: String) -> String {
    switch self {
    case .projectRootNotFound(let lookedIn):
      let places = lookedIn.map { "  \($0)" }.joined(separator: "\n")
      return """
        Could not find the lessons project (a folder with Package.swift and Lessons/). Looked in:
        \(places)
        Run lessons from inside the project, or set LESSONS_ROOT to its folder.
        """
    case .malformedExercise(let id, let path, let problem):
      return "The exercise '\(id)' at \(path) is incomplete: \(problem)."
    case .unknownExercise(let id, let suggestion, let known):
      let guess = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      let list = known.isEmpty ? "there are none" : known.joined(separator: ", ")
      return "No exercise is called '\(id)'.\(guess) Exercises: \(list)."
    case .toolchainNotFound(let override, let searched):
      if let override {
        return """
          LESSONS_SWIFTC is set to '\(override)', which is not an executable swiftc.
          Point it at the swiftc of a Swift 6 toolchain, or unset it to use the one on PATH.
          """
      }
      let path = searched.isEmpty ? "(PATH is empty)" : searched.joined(separator: ":")
      return """
        lessons check needs the Swift compiler, and no swiftc was found on PATH (\(path)).
        Install Swift 6 from https://swift.org/install and make sure `swiftc --version` works, \
        or set LESSONS_SWIFTC to the full path of swiftc.
        """
    case .cannotLaunch(let path, let reason):
      return "Could not start \(path): \(reason)."
    case .runtimeSourcesMissing(let path):
      return
        "The runtime's sources are missing: no .swift files under \(path) (restore them with `git checkout`)."
    case .runtimeBuildFailed(let output):
      return """
        Building the StateRuntime module failed (this is a problem with the project, not with your exercise):
        \(output.trimmingCharacters(in: .whitespacesAndNewlines))
        """
    case .compilerTimedOut(let compiler, let seconds):
      return """
        The Swift compiler (\(compiler)) did not finish within \(Int(seconds)) s and was stopped. \
        This is a problem with the toolchain, not with your exercise: check that `\(compiler) --version` \
        answers, or set LESSONS_SWIFTC to a working swiftc.
        """
    case .fileAccess(let path, let reason):
      // Foundation's reasons end in a full stop of their own.
      return "Could not access \(path): \(reason.hasSuffix(".") ? String(reason.dropLast()) : reason)."
    case .progress(let error):
      return error.description
    case .solutionLocked(let id):
      return """
        The solution to '\(id)' unlocks once your file passes `\(prefix)check \(id)`. \
        Try `\(prefix)hint \(id)` first, or use `\(prefix)solution \(id) --force`.
        """
    case .cancelled:
      return "Cancelled."
    case .playNoViewType(let file):
      return """
        \(file) declares no View type to mount. Write one (`struct ContentView: View { var body: some View { … } }`) \
        and play the file again.
        """
    case .playAmbiguousRoot(let file, let candidates):
      return """
        \(file) has more than one view that could be the screen it starts at (a view no other view \
        uses, or, when every view is used, one the others are reached from): \(candidates.joined(separator: ", ")). \
        Say which to mount with --root, e.g. `\(prefix)play \(file) --root \(candidates[0])`.
        """
    case .playUnknownRoot(let file, let name, let suggestion, let views):
      let guess = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      let list = views.isEmpty ? "there are none" : views.joined(separator: ", ")
      return "\(file) declares no View type called '\(name)'.\(guess) Its views: \(list)."
    case .playUnknownPreview(let file, let name, let previews):
      let list =
        previews.isEmpty
        ? "it has none" : "its previews: " + previews.map { "\"\($0)\"" }.joined(separator: ", ")
      return
        "\(file) has no preview called \"\(name)\"; \(list). Name one with --preview, or mount a view with --root."
    case .playAmbiguousPreview(let file, let previews):
      return """
        \(file) has \(previews.count) previews: \(previews.map { "\"\($0)\"" }.joined(separator: ", ")). \
        Say which to mount, e.g. `\(prefix)play \(file) --preview "\(previews[0])"`, or mount a view with --root NAME.
        """
    }
  }
}
