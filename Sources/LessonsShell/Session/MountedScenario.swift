/// A lesson scenario mounted in the shell, which the scenario verbs drive.
///
/// The lesson side implements this around a `ViewHost` and stores it in
/// ``ShellSession/mountedScenario`` (from `run ID`); `tap`, `type`, `tree`, ...
/// then call ``perform(_:console:)``, and Tab completes ``controlLabels`` and
/// ``eventNames``.
@MainActor
public protocol MountedScenario: AnyObject {
  /// The lesson the scenario belongs to.
  var lessonID: String { get }
  /// Labels of the controls on screen now (`Save`, `Title`), for Tab completion.
  var controlLabels: [String] { get }
  /// The lesson's outside events (`undo`, `deep-link`, `price-tick`), for Tab completion.
  var eventNames: [String] { get }

  /// Performs `action`, printing its effect (log lines, tree) to `console`.
  ///
  /// Returns ``ExitCode/failure`` when the action could not happen (no such
  /// control: say what exists) or an expectation failed.
  func perform(_ action: ScenarioAction, console: Console) async -> ExitCode
}
