import LessonKit
import StateRuntime

/// One thing the learner does to a mounted scenario from the shell.
public enum ScenarioAction: Sendable, Equatable {
  /// `tap`, `type`, `toggle`, `inc`, `dec`: the runtime's own action on a control.
  case control(ControlAction)
  /// `event NAME`: an outside event the lesson defines (undo, deep link, price tick).
  case event(name: String)
  /// `focus LABEL`, `dismiss`, `back`: what a user does to the screen outside a control.
  case screen(StepAction)
  /// `tree`: print the current screen.
  case renderTree
  /// `log`: print the invalidation log so far.
  case showLog
  /// `counts`: print body evaluations per view.
  case showCounts
  /// `reset` (no id): unmount and mount again with fresh state.
  case remount
}
