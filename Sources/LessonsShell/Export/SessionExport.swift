import LessonKit

/// `log --html FILE` and `log --markdown FILE`: the mounted scenario's session since
/// its mount, exported in the player and handout formats of `run ID --html`.
@MainActor
struct SessionExport {
  let htmlPath: String?
  let markdownPath: String?

  func run(in context: CommandContext) -> ExitCode {
    let console = context.console
    guard let scenario = context.session.mountedScenario else {
      console.error("Error: Nothing is mounted, so there is no session to export; 'run ID' mounts a lesson.")
      return .failure
    }
    guard let (transcript, material) = scenario.sessionExport() else {
      console.error("Error: \(scenario.lessonID) cannot export its session.")
      return .failure
    }
    let steps = transcript.versions.first?.steps.count ?? 0
    let what = "the session of \(scenario.lessonID) (\(steps) step\(steps == 1 ? "" : "s") since the mount)"
    do throws(ShellError) {
      if let markdownPath {
        try TextFileWriter.write(
          MarkdownHandout.render(transcript, material: material), to: markdownPath, command: "log")
        console.line("Wrote \(what) as a handout to \(markdownPath).")
      }
      if let htmlPath {
        guard let html = try? HTMLPlayer.render(transcript, material: material) else {
          console.error("Error: The session could not be encoded for the HTML player.")
          return .failure
        }
        try TextFileWriter.write(html, to: htmlPath, command: "log")
        console.line("Wrote \(what) as an HTML player to \(htmlPath): ← and → step through it.")
      }
    } catch {
      CommandDispatcher(context: context).report(error)
      return error.exitCode
    }
    return .success
  }
}
