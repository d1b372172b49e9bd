import LessonKit

/// A lesson scenario mounted in the shell, which the scenario verbs drive.
///
/// The lesson side implements this around a `ViewHost` and stores it in
/// ``ShellSession/mountedScenario`` (from `run ID`); `tap`, `type`, `tree`, ...
/// then call ``perform(_:in:)``, and Tab completes ``controlLabels`` and
/// ``eventNames``.
@MainActor
package protocol MountedScenario: AnyObject {
  /// What the prompt names: the lesson's id, or `play FILE`.
  var lessonID: String { get }
  /// The catalog lesson mounted, which bare commands then act on; `nil` for a played file.
  var mountedLessonID: String? { get }
  /// How messages name what is mounted: `draft-title (broken)`, `play Counter.swift`.
  var mountedName: String { get }
  /// Everything since the mount as a transcript, for `log --html` and `log --markdown`,
  /// with what the exports show beside it; `nil` when the scenario cannot say.
  func sessionExport() -> (transcript: Transcript, material: LessonMaterial?)?
  /// Labels of the controls on screen now (`Save`, `Title`), for Tab completion.
  var controlLabels: [String] { get }
  /// The lesson's outside events (`undo`, `deep-link`, `price-tick`), for Tab completion.
  var eventNames: [String] { get }
  /// The view types whose bodies ran since the mount (`NoteBox`), for `why`'s Tab completion.
  var viewNames: [String] { get }

  /// Performs `command`, printing its effect (log lines, tree) to the context's console.
  ///
  /// The context is there for scenarios whose app runs in a child process (`play FILE`),
  /// which compile and run through the workbench the shell found.
  ///
  /// Returns ``ExitCode/failure`` when the action could not happen (no such
  /// control: say what exists) or an expectation failed.
  func perform(_ command: Command, in context: CommandContext) async -> ExitCode
}

extension MountedScenario {
  package var mountedLessonID: String? { nil }
  package var mountedName: String { lessonID }
  package var viewNames: [String] { [] }
  package func sessionExport() -> (transcript: Transcript, material: LessonMaterial?)? { nil }
}
