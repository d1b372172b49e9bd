import StateRuntime

/// The steps a lesson runs against its broken and fixed app, and how to
/// put what happened into words.
public struct Scenario: Sendable {
  /// Builds and mounts the app of one version, on a host that reproduces
  /// the given Xcode release's SwiftUI.
  public let makeApp: @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp
  public let steps: [ScenarioStep]
  /// Names the outcome from what the runtime observed (values, counts, facts);
  /// the app's ``LessonApp/xcode`` says which era it ran in.
  public let verdict: @MainActor @Sendable (LessonApp, Variant) -> String

  public init(
    makeApp: @escaping @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp, steps: [ScenarioStep],
    verdict: @escaping @MainActor @Sendable (LessonApp, Variant) -> String
  ) {
    self.makeApp = makeApp
    self.steps = steps
    self.verdict = verdict
  }
}

/// One named step: an action, then the expectations checked right after it.
public struct ScenarioStep: Sendable {
  public let title: String
  public let action: StepAction
  public let expectations: [Expectation]

  public init(_ title: String, _ action: StepAction, expect expectations: [Expectation] = []) {
    self.title = title
    self.action = action
    self.expectations = expectations
  }
}

/// What a step does.
public enum StepAction: Sendable, Hashable, CustomStringConvertible {
  /// `.control(.tap(title))`, as scenarios spell it.
  public static func tap(_ title: String) -> Self { .control(.tap(title)) }
  /// `.control(.type(text, into: title))`.
  public static func type(_ text: String, into title: String) -> Self { .control(.type(text, into: title)) }
  /// `.control(.toggle(label))`.
  public static func toggle(_ label: String) -> Self { .control(.toggle(label)) }
  /// `.control(.increment(label))`.
  public static func increment(_ label: String) -> Self { .control(.increment(label)) }
  /// `.control(.decrement(label))`.
  public static func decrement(_ label: String) -> Self { .control(.decrement(label)) }

  /// Mounts the app (always the first step).
  case mount
  /// A user action on a control: the runtime's own action, performed with `host.perform(_:)`.
  case control(ControlAction)
  /// An outside event declared by the app (`undo`, `tick`).
  case event(String)
  /// The same action several times, each followed by a flush.
  indirect case repeated(StepAction, times: Int)
  /// Gives focus to the text field labelled so, as tapping into it would (`ViewHost.focus`).
  case focus(String)
  /// Swipes the top sheet away (`ViewHost.dismiss`).
  case dismiss
  /// Presses the navigation back button of the innermost stack (`ViewHost.goBack`).
  case goBack

  public var description: String {
    switch self {
    case .mount: "mount"
    case .control(.tap(let title)): "tap \"\(title)\""
    case .control(.type(let text, let title)): "type \"\(text)\" into \"\(title)\""
    case .control(.toggle(let label)): "toggle \"\(label)\""
    case .control(.increment(let label)): "increment \"\(label)\""
    case .control(.decrement(let label)): "decrement \"\(label)\""
    case .control(.submit(let title)): "submit \"\(title)\""
    case .control(.select(let option, nil)): "select \"\(option)\""
    case .control(.select(let option, let label?)): "select \"\(option)\" in \"\(label)\""
    case .event(let name): "event \(name)"
    case .repeated(let action, let times): "\(action) ×\(times)"
    case .focus(let label): "focus \"\(label)\""
    case .dismiss: "dismiss"
    case .goBack: "back"
    }
  }
}

/// Something a correct app does at this point, checked against the runtime.
///
/// A lesson's claim is that the broken version fails exactly the
/// expectations marked `revealsBug` and the fixed version fails none.
public struct Expectation: Sendable {
  public let description: String
  /// The eras in which the broken version is meant to fail it; empty when it never is.
  public let bugEras: Set<XcodeRelease>
  let check: @MainActor @Sendable (LessonApp) -> Observation

  /// - Parameters:
  ///   - revealsBug: whether the broken version is meant to fail it, in every era.
  ///   - check: what a correct app shows, judged from the running app.
  public init(
    _ description: String, revealsBug: Bool = false,
    check: @escaping @MainActor @Sendable (LessonApp) -> Observation
  ) {
    self.init(description, revealsBugIn: revealsBug ? Set(XcodeRelease.allCases) : [], check: check)
  }

  /// An expectation the broken version fails only in some eras: the bug it
  /// reveals is one the toolchain decides (`@State`'s initial value).
  public init(
    _ description: String, revealsBugIn eras: Set<XcodeRelease>,
    check: @escaping @MainActor @Sendable (LessonApp) -> Observation
  ) {
    self.description = description
    self.bugEras = eras
    self.check = check
  }

  /// Whether the broken version is meant to fail it when built with `xcode`.
  public func revealsBug(in xcode: XcodeRelease) -> Bool {
    bugEras.contains(xcode)
  }

  /// The outcome of a check, with what was seen.
  public struct Observation: Sendable, Hashable {
    public let holds: Bool
    /// What the runtime showed, in words: `field "Q3 final", document "Q3 report"`.
    public let observed: String

    public init(holds: Bool, observed: String) {
      self.holds = holds
      self.observed = observed
    }

    /// Holds when `actual == expected`.
    public static func equal(_ actual: String, _ expected: String, _ observed: String) -> Observation {
      Observation(holds: actual == expected, observed: observed)
    }
  }
}
