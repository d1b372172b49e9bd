/// One thing the learner does to a mounted scenario from the shell.
public enum ScenarioAction: Sendable, Equatable {
  /// `tap LABEL`: press a button.
  case tap(label: String)
  /// `type LABEL TEXT`: replace a text field's text.
  case type(label: String, text: String)
  /// `toggle LABEL`: flip a toggle.
  case toggle(label: String)
  /// `inc LABEL`: step a stepper up.
  case increment(label: String)
  /// `dec LABEL`: step a stepper down.
  case decrement(label: String)
  /// `event NAME`: an outside event the lesson defines (undo, deep link, price tick).
  case event(name: String)
  /// `tree`: print the current screen.
  case renderTree
  /// `log`: print the invalidation log so far.
  case showLog
  /// `counts`: print body evaluations per view.
  case showCounts
  /// `reset` (no id): unmount and mount again with fresh state.
  case remount
}
