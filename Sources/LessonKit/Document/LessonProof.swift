import Foundation
import StateRuntime

/// One proof of a lesson folder's `proofs/`: a claim its quiz makes, shown by a run.
///
/// ```text
/// proofs/choice-why-stale.swift     a SwiftUI file `play` can mount (its #Preview, or one root view)
/// proofs/choice-why-stale.play      a `play --script` script: actions, then what must hold
/// proofs/choice-runs.26.play        the same, for one Xcode era only (26 or 27)
/// ```
///
/// `NAME.play` runs in every era, `NAME.26.play` and `NAME.27.play` in that era only; each
/// mounts `NAME.swift`, and NAME is the `quiz.json` question whose claim it proves. The script
/// is `play --script`'s language: verbs and `expect…` lines (`expect-log TEXT` reads the
/// invalidation log), no outside events. The proof holds when every line ran and every
/// expectation held; `pack check` runs each one, and a failure names the script and its line.
package struct LessonProof: Sendable, Hashable {
  /// The question whose claim it proves (`choice-why-stale`).
  package var question: String
  /// The script, `proofs/NAME[.ERA].play`.
  package var script: URL
  /// The file it mounts, `proofs/NAME.swift`.
  package var file: URL
  /// The eras it runs in: every one, or the one its name gives.
  package var eras: [XcodeRelease]

  /// The script as messages name it: `01-draft-title/proofs/choice-fix.play`.
  package var displayPath: String {
    let parts = script.pathComponents.suffix(3)
    return parts.joined(separator: "/")
  }

  /// The name of the folder a lesson keeps its proofs in.
  package static let folderName = "proofs"

  /// The proofs of the lesson folder `folder`, in name order; none when it has no `proofs/`.
  ///
  /// - Parameter questions: the names of the lesson's `quiz.json` questions; a script named
  ///   for none of them is an error, as is a script without its Swift file.
  package static func proofs(in folder: URL, questions: [String]) throws(LessonFolderError) -> [LessonProof] {
    let directory = folder.appendingPathComponent(folderName, isDirectory: true)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
    let place = folder.lastPathComponent + "/" + folderName
    var proofs: [LessonProof] = []
    for name in names.sorted() where name.hasSuffix(".play") {
      var parts = name.dropLast(".play".count).split(separator: ".", omittingEmptySubsequences: false)
      var eras = XcodeRelease.allCases
      if parts.count == 2, let release = Int(parts[1]).flatMap(XcodeRelease.init(rawValue:)) {
        eras = [release]
        parts.removeLast()
      }
      let question = String(parts[0])
      guard parts.count == 1, !question.isEmpty else {
        throw LessonFolderError(
          path: "\(place)/\(name)",
          message: "a proof is named for the question it proves, `NAME.play`, or `NAME.26.play` / "
            + "`NAME.27.play` for one Xcode era.")
      }
      guard questions.contains(question) else {
        throw LessonFolderError(
          path: "\(place)/\(name)",
          message: "quiz.json has no question named '\(question)', whose claim a proof of that name proves; "
            + (questions.isEmpty
              ? "the lesson has no quiz questions."
              : "its questions are " + questions.map { "'\($0)'" }.joined(separator: ", ") + "."))
      }
      let file = directory.appendingPathComponent(question + ".swift")
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw LessonFolderError(
          path: "\(place)/\(name)",
          message: "it mounts \(question).swift, which is not in \(place)/: add it (a SwiftUI file "
            + "`lessons play` can mount).")
      }
      proofs.append(
        LessonProof(
          question: question, script: directory.appendingPathComponent(name), file: file, eras: eras))
    }
    return proofs
  }

  /// The script's commands, each with its line; errors name the script and the line.
  ///
  /// A proof runs as `play` runs a file, so it has no outside events: an `event` line is an error.
  package func commands() throws(LessonFolderError) -> [(line: Int, command: Command)] {
    let text: String
    do {
      text = try String(contentsOf: script, encoding: .utf8)
    } catch {
      throw LessonFolderError(path: displayPath, message: "cannot be read: \(error.localizedDescription)")
    }
    var commands: [(line: Int, command: Command)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let parsed: Command?
      do {
        parsed = try CommandParser.parse(String(line), line: index + 1)
      } catch {
        throw LessonFolderError(
          path: displayPath, line: index + 1, message: ScenarioScript.withoutLinePrefix(error.description))
      }
      guard let command = parsed else { continue }
      if case .event = command {
        throw LessonFolderError(
          path: displayPath, line: index + 1,
          message: "a proof runs its file as `play` does, which has no outside events: do it with a control "
            + "of the file (a button that makes the change).")
      }
      for step in command.steps { commands.append((index + 1, step)) }
    }
    guard commands.contains(where: { if case .expect = $0.command { true } else { false } }) else {
      throw LessonFolderError(
        path: displayPath, message: "expects nothing: a proof ends with the `expect…` lines it proves.")
    }
    return commands
  }
}
