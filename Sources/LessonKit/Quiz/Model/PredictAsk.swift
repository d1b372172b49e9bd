/// What a ``PredictQuestion`` asks the learner to predict.
package enum PredictAsk: Sendable, Hashable {
  /// Which views' bodies run again after the event (answered as view type names).
  case reevaluatedViews
  /// What the control or text with this label shows after the event.
  case controlValue(label: String)
}
