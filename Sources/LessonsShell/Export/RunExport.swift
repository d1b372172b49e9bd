import Foundation
import LessonKit
import StateRuntime

/// `run ID --json`, `--markdown FILE` and `--html FILE`: the run recorded as
/// one ``Transcript`` and exported, instead of printed live.
@MainActor
struct RunExport {
  let json: Bool
  let markdownPath: String?
  let htmlPath: String?
  /// `--short`: the one-page handout (story, rule, diff, verdict) instead of the full one.
  var shortHandout = false
  /// `--room`: the HTML player opens spoiler-free, for presenting to a room.
  var forRoom = false

  /// Whether a handout or player is asked for (made to show both versions), not only JSON.
  var isPresentation: Bool { markdownPath != nil || htmlPath != nil }

  /// The export these options ask for, or `nil` for a plain run.
  init?(json: Bool, markdownPath: String?, htmlPath: String?) {
    self.json = json
    self.markdownPath = markdownPath
    self.htmlPath = htmlPath
    if !json && markdownPath == nil && htmlPath == nil { return nil }
  }

  /// Writes the handout and the player of a recorded run, and prints its JSON.
  /// Exit status: the lesson's claim (0 when every version did what it claims).
  func write(_ transcript: Transcript, material: LessonMaterial, in context: CommandContext) -> ExitCode {
    let console = context.console
    let lesson = transcript.lesson
    // With --json, stdout holds only the JSON; notes go to stderr.
    let note: (String) -> Void = json ? { console.error($0) } : { console.line($0) }
    let versions = transcript.versions.map(\.variant.rawValue).joined(separator: " and ")
    do throws(ShellError) {
      if let markdownPath {
        try TextFileWriter.write(
          shortHandout
            ? MarkdownHandout.renderShort(transcript, material: material)
            : MarkdownHandout.render(transcript, material: material), to: markdownPath,
          command: "run")
        note(
          "Wrote the \(shortHandout ? "short " : "")handout of \(lesson.id) (\(versions)) to \(markdownPath)."
        )
      }
      if let htmlPath {
        guard let html = try? HTMLPlayer.render(transcript, material: material, forRoom: forRoom) else {
          console.error("Error: The transcript of \(lesson.id) could not be encoded for the HTML player.")
          return .failure
        }
        try TextFileWriter.write(html, to: htmlPath, command: "run")
        note(
          "Wrote the HTML player of \(lesson.id) (\(versions)) to \(htmlPath): open it in a browser; "
            + "\(htmlPath)#step=2 opens at step 2."
            + (forRoom
              ? " It opens spoiler-free: the broken version alone, no checks; R reveals the checks, "
                + "then the fixed version." : ""))
      }
    } catch {
      CommandDispatcher(context: context).report(error)
      return error.exitCode
    }
    if json {
      guard let text = try? TranscriptJSON.encode(transcript) else {
        console.error("Error: The transcript of \(lesson.id) could not be encoded as JSON.")
        return .failure
      }
      console.line(text)
    }
    return transcript.versions.allSatisfy(\.verdict.claimHeld) ? .success : .failure
  }
}
