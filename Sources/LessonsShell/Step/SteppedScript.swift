/// A list of steps that the step mode (``StepDriver``) can walk forwards,
/// back and again: a lesson's scenario for `run ID --step`, and later a
/// play script for `play FILE --script S --step`.
///
/// Going back is a restart and a replay, so a script must be deterministic:
/// the same steps from a fresh mount give the same state every time.
@MainActor
protocol SteppedScript: AnyObject {
  /// One title per step, in order (`Open the report`).
  var stepTitles: [String] { get }
  /// What the scenario verbs (`tap`, `tree`, `log`, ...) act on between steps;
  /// `nil` before anything is mounted.
  var mountedScenario: (any MountedScenario)? { get }
  /// Forgets every step run and every poke: the next step to run is the first.
  func restart()
  /// Runs step `index` (0-based; always the one after the last run), printing
  /// its log and expectations unless `quietly`.
  func runStep(_ index: Int, quietly: Bool, console: Console) async
  /// Whether the steps after the last one run can still run: `false` once a step
  /// stopped the app for good (a pack lesson's program crashed or hung), where the
  /// walk ends, as `run` ends there.
  var canGoOn: Bool { get }
}

extension SteppedScript {
  /// A script in this process goes on after any step: a failed step leaves the app as it was.
  var canGoOn: Bool { true }
}
