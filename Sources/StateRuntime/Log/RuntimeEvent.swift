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
  /// A place in a parent's body got another identity (a new `.id`, the other branch),
  /// or a child went away or came: what the views under it were discarded or created for.
  case identityChanged(IdentityChange)
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
  /// A reaction to a change is about to run: an `.onChange(of:)` action, or an
  /// observer registered with `withObservationTracking` firing.
  case changeActionRan(ChangeActionRan)
  /// A lazy container (`List`, `LazyVStack`) built rows: at mount only those in its
  /// window, then more as a scroll reveals them (Containers/LazyWindow.swift).
  case lazyRowsBuilt(LazyRowsBuilt)
  /// A SwiftData `@Query` fetched its models, first or again after changes in its context
  /// (SwiftData/QueryFetched.swift).
  case queryFetched(QueryFetched)
}

/// Rows a lazy container built, of all it has.
public struct LazyRowsBuilt: Hashable, Sendable, Codable {
  /// The container's type (`List`, `LazyVStack`).
  public let container: String
  public let path: String
  /// Rows built so far (from the first).
  public let built: Int
  /// Rows the data has.
  public let total: Int
  /// Rows built by this update.
  public let newlyBuilt: Int
}

/// A reaction to a change, recorded as it starts, so that the writes it makes follow it in the log.
public struct ChangeActionRan: Hashable, Sendable, Codable {
  /// What reacted.
  public enum Reaction: Hashable, Sendable, Codable {
    /// `.onChange(of:)`'s action, with the old and new value it receives
    /// (equal for the run `initial: true` makes when the view appears).
    case onChange(oldValue: String, newValue: String, initial: Bool)
    /// The `onChange` closure of `withObservationTracking`; `property` is the
    /// `Type.name` whose write fired it, when known; `edge` is `willSet` or `didSet`.
    case observationTracking(property: String?, edge: String)
    /// A `withContinuousObservation` closure run again after a change (SE-0506).
    case continuousObservation(property: String?, edge: String)
    /// An `Observations` sequence delivering a new value to its loop, after the first.
    case observations(value: String)
  }

  /// The view whose body applied the modifier (`OvenMonitor`); `nil` for an observer outside any view.
  public let view: String?
  /// The identity path of the modified view, when there is one.
  public let path: String?
  public let reaction: Reaction

  public init(view: String?, path: String?, reaction: Reaction) {
    self.view = view
    self.path = path
    self.reaction = reaction
  }
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
  /// The part of the value that changed when only one did (`[1].isRead`, an
  /// element's field), so that the log shows it instead of the whole value twice;
  /// `nil` when the values are the whole ones.
  public var part: String? = nil
  /// The views the write invalidated: those whose last body read it (through a
  /// binding that now transmits another value, for a view other than its owner).
  /// Empty when no body read it; `nil` in records made before this was recorded.
  public var invalidated: [ViewReference]? = nil
}

/// Counts for one update pass.
public struct PassSummary: Hashable, Sendable, Codable {
  public let pass: Int
  /// Bodies evaluated in this pass.
  public let bodyEvaluations: Int
  /// Views re-created with equal inputs whose bodies were skipped.
  public let bodiesSkipped: Int
}
