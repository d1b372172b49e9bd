/// What the shell remembers between commands: the open lesson and the mounted scenario.
///
/// One session lives as long as the shell (or the single command). Commands read and
/// change it through ``CommandContext/session``.
@MainActor
package final class ShellSession {
  /// The lesson chosen with `open ID`; commands use it when their id is left out.
  /// It also appears in the prompt: `lessons(draft-title)> `.
  package var currentLessonID: String?
  /// The scenario `run ID` mounted, which `tap`, `type`, `tree`, ... act on.
  ///
  /// One rule keeps the prompt and the commands in step: the prompt names what is
  /// mounted, and a bare command acts on it. So mounting a lesson's scenario also makes
  /// that lesson the open one, and mounting a played file closes the open lesson.
  package var mountedScenario: (any MountedScenario)? {
    didSet {
      guard let mountedScenario else { return }
      currentLessonID = mountedScenario.mountedLessonID
    }
  }
  /// `lessons --echo < demo.txt`: each piped line is printed after the prompt, before its output,
  /// so a saved transcript shows what was typed.
  package var echoesInput = false
  /// Set by `quit`; the shell loop stops after the current line.
  package var isQuitRequested = false
  /// Whether the shell has pointed to `help log` (once, after the first `run` at a terminal).
  package var hasPointedToLogLegend = false
  /// Where the shell loop reads its lines; a command that asks questions (`quiz`)
  /// reads its answers here, so piped answers follow the command's own line.
  /// Weak: the loop owns its reader. `nil` for a single `lessons NAME` command.
  package weak var lineReader: (any LineReader)?

  /// A session, empty unless a test or caller sets it up.
  package init(
    currentLessonID: String? = nil, mountedScenario: (any MountedScenario)? = nil, echoesInput: Bool = false
  ) {
    self.currentLessonID = currentLessonID
    self.mountedScenario = mountedScenario
    self.echoesInput = echoesInput
  }
}
