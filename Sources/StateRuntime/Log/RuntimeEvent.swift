/// A fact the runtime recorded, in the order it happened.
///
/// Structured first: renderers (the lessons' live log, tests) turn these into
/// text. Each case is named as a past-tense fact.
public enum RuntimeEvent: Hashable, Sendable, Codable {
  /// An update pass began; `trigger` says what started it (mount, an action).
  case passStarted(pass: Int, trigger: String)
  /// A body was evaluated.
  case bodyEvaluated(BodyChange)
  /// A view re-created by its parent was compared with its previous value:
  /// which rule decided, and which fields differ.
  case inputsCompared(InputComparison)
  /// A view was re-created by its parent but its inputs were equal, so its body did not run.
  /// `rule` says how the inputs were compared.
  case bodySkipped(view: String, path: String, pass: Int, rule: ComparisonRule)
  /// Storage for a `@State` (or `@StateObject`) was created for a new identity.
  case stateCreated(StateCreated)
  /// An identity went away, and its state with it.
  case stateDiscarded(StateDiscarded)
  /// A `@State` initial value was evaluated for an identity that already has state, and thrown away.
  case initialValueDiscarded(InitialValueDiscarded)
  /// A `@State` value was written.
  case stateChanged(StateChanged)
  /// An Observation dependency fired for a view: `property` is `Type.name` when known.
  case dependencyFired(view: String, path: String, property: String)
  /// An `ObservableObject` announced a change to a view observing it.
  case objectWillChange(view: String, path: String, object: String)
  /// A pass ended.
  case passFinished(PassSummary)
  /// A user action was performed (a tap, a typed text, a focus, a dismiss, a back).
  case actionPerformed(action: ControlAction)
  /// The app was quit and launched again (``ViewHost/relaunch(_:restoringScene:)``);
  /// `restoringScene` is `nil` when the call left it out (``ViewHost/relaunch(_:)``).
  case appRelaunched(restoringScene: Bool?)
  /// A runtime warning or error.
  case issueRaised(RuntimeIssue)
  /// A body called `Self._logChanges()`: the line SwiftUI would send to the
  /// "Changed Body Properties" log, recorded while the body runs.
  case changesLogged(BodyChange)
  /// A view's `.onAppear` or `.onDisappear` action is about to run: the view appeared or went away.
  case appearanceActionRan(AppearanceActionRan)
}

/// An `.onAppear` or `.onDisappear` action run, with the view whose body declared it.
public struct AppearanceActionRan: Hashable, Sendable, Codable {
  /// Which of the two actions ran.
  public enum Phase: String, Hashable, Sendable, Codable {
    /// `.onAppear`: the view appeared.
    case appeared
    /// `.onDisappear`: the view went away.
    case disappeared
  }

  /// The view whose body applied the modifier (`DetailView`).
  public let view: String
  /// The identity path of the modified view.
  public let path: String
  public let phase: Phase
}

/// State created for a new identity.
public struct StateCreated: Hashable, Sendable, Codable {
  public let view: String
  public let path: String
  public let property: String
  public let value: String
}

/// State thrown away because its identity disappeared.
public struct StateDiscarded: Hashable, Sendable, Codable {
  public let view: String
  public let path: String
  /// `_label = value` pairs, in declaration order.
  public let properties: [String]
}

/// An initial value evaluated and thrown away (the identity kept its state).
public struct InitialValueDiscarded: Hashable, Sendable, Codable {
  public let view: String
  public let path: String
  public let property: String
  public let discarded: String
  public let kept: String
}

/// A `@State` write.
public struct StateChanged: Hashable, Sendable, Codable {
  public let view: String
  public let path: String
  public let property: String
  public let oldValue: String
  public let newValue: String
}

/// Counts for one update pass.
public struct PassSummary: Hashable, Sendable, Codable {
  public let pass: Int
  /// Bodies evaluated in this pass.
  public let bodyEvaluations: Int
  /// Views re-created with equal inputs whose bodies were skipped.
  public let bodiesSkipped: Int
}
