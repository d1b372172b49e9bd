import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime

/// The proofs of a lesson folder (``LessonProof``), run by `pack check` for the course
/// and for packs alike: each script against its file, compiled as `play` compiles one and
/// run in a fresh child in each of its eras.
extension PackCheck {
  /// What is wrong with the proofs in `folder`: a script that cannot be read, a file that
  /// does not compile, a line that cannot be performed or an expectation that does not
  /// hold, each named by the script and its line.
  ///
  /// - Parameter quiz: the lesson's quiz questions, which proofs are named for.
  static func proofFindings(in folder: URL, quiz: [QuizQuestion], context: CommandContext) async -> [String] {
    let questions = quiz.map { $0.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? $0.id }
    let proofs: [LessonProof]
    do {
      proofs = try LessonProof.proofs(in: folder, questions: questions)
    } catch {
      return [error.description]
    }
    var findings: [String] = []
    for proof in proofs {
      let commands: [(line: Int, command: Command)]
      do {
        commands = try proof.commands()
      } catch {
        findings.append(error.description)
        continue
      }
      var byEra: [[String]] = []
      for xcode in proof.eras {
        if Task.isCancelled { return findings }
        byEra.append(await Self.findings(for: proof, commands: commands, xcode: xcode, context: context))
      }
      findings += proof.eras.count == XcodeRelease.allCases.count ? merged(byEra) : byEra.flatMap { $0 }
    }
    return findings
  }

  /// What is wrong with one proof in one era.
  private static func findings(
    for proof: LessonProof, commands: [(line: Int, command: Command)], xcode: XcodeRelease,
    context: CommandContext
  ) async -> [String] {
    let script = proof.displayPath
    let file = script.dropLast(proof.script.lastPathComponent.count) + proof.file.lastPathComponent
    let program: PlayProgram
    switch await PlayLauncher.compile(proof.file, options: PlayOptions(xcode: xcode.rawValue), in: context) {
    case .success(let compiled):
      program = compiled
    case .failure(.unusable), .failure(.noProject):
      return ["\(file) (\(xcode)): could not be compiled (see the message above)."]
    case .failure(.compileError(let transcript)):
      let first = transcript.diagnostics?.first { $0.severity == "error" }
      return [
        "\(file)\(first.map { ":\($0.line)" } ?? "") (\(xcode)): does not compile"
          + (first.map { ": \($0.message)" } ?? ".") + " (`lessons play \(proof.file.path)` shows it all)."
      ]
    }
    let outcome = await ExerciseCommandSupport.run(in: context) { _ in
    } _: { [commands] _, _, cancellation throws(ExerciseError) in
      try PlayScriptRun.transcript(
        of: commands.map(\.command),
        run: { (served) throws(ExerciseError) in try program.run(served, cancellation: cancellation) },
        root: program.root, notes: program.notes)
    }
    let transcript: PlayTranscript
    switch outcome {
    case .failure(.cancelled):
      return []
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return ["\(script) (\(xcode)): could not be run (see the message above)."]
    case .success(let value):
      transcript = value
    }
    return failures(in: transcript, commands: commands, script: script, xcode: xcode)
  }

  /// The lines of the proof that did not run or did not hold, in `transcript` (the mount's
  /// step first, then one step per command); a proof that stopped or never settled says so.
  static func failures(
    in transcript: PlayTranscript, commands: [(line: Int, command: Command)], script: String,
    xcode: XcodeRelease
  ) -> [String] {
    var findings: [String] = []
    if let error = transcript.steps.first?.error {
      findings.append("\(script) (\(xcode)): the mount failed: \(error)")
    }
    for (step, command) in zip(transcript.steps.dropFirst(), commands) {
      guard let error = step.error else { continue }
      let line = CommandParser.line(for: command.command)
      let what = if case .expect = command.command { "does not hold" } else { "could not be done" }
      findings.append("\(script):\(command.line) (\(xcode)): `\(line)` \(what): \(error)")
    }
    if transcript.steps.count < commands.count + 1, findings.isEmpty {
      findings.append("\(script) (\(xcode)): the program stopped before the script ended.")
    }
    if transcript.status == .neverSettled {
      findings.append(
        "\(script) (\(xcode)): an update never settled (bodies kept invalidating each other), so what "
          + "the screen shows then proves nothing.")
    }
    return findings
  }
}
