// Animation is not modelled: there are no frames, so a change made inside
// `withAnimation` is applied at once, and `.animation(_:value:)` changes
// nothing. `.transition(_:)` changes one thing, the order of appearance
// actions when its view is removed (see ``TransitionView``). They exist so
// SwiftUI code compiles unchanged.
//
// They are transparent to identity and state. In SwiftUI they wrap the view
// in a modifier, the same one on every evaluation, so there too a changed
// argument (another animation, another transition) never resets the state
// below.

/// How a change animates: nothing is drawn, but its length is kept, so that
/// `withAnimation`'s completion runs when the animation would end, on the
/// host's clock.
///
/// ```swift
/// withAnimation(.spring()) { isExpanded.toggle() }
/// Text("Saved").animation(.easeInOut(duration: 0.2), value: isSaved)
/// ```
///
/// The lengths are the ones the factory methods are given, with SwiftUI's
/// defaults where none is (0.35 s for a timing curve, 0.5 s for a spring). A
/// spring's long tail is not modelled: it is removed when its duration ends.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  /// Seconds until the animation is removed; infinite for `repeatForever`.
  let duration: Double
  /// Seconds until it reports logical completion (`logicallyComplete(after:)`), when sooner.
  let logicalDuration: Double?

  init(_ description: String, duration: Double, logicalDuration: Double? = nil) {
    self.description = description
    self.duration = duration
    self.logicalDuration = logicalDuration
  }

  /// SwiftUI's length for a timing curve given none.
  static let curveDuration = 0.35

  public static let `default` = Animation("default", duration: 0.5)
  public static let linear = Animation("linear", duration: curveDuration)
  public static let easeIn = Animation("easeIn", duration: curveDuration)
  public static let easeOut = Animation("easeOut", duration: curveDuration)
  public static let easeInOut = Animation("easeInOut", duration: curveDuration)
  public static let spring = Animation("spring", duration: 0.5)
  public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
  public static let bouncy = Animation("bouncy", duration: 0.5)
  public static let smooth = Animation("smooth", duration: 0.5)
  public static let snappy = Animation("snappy", duration: 0.5)

  public static func linear(duration: Double) -> Animation {
    Animation("linear(duration: \(duration))", duration: duration)
  }
  public static func easeIn(duration: Double) -> Animation {
    Animation("easeIn(duration: \(duration))", duration: duration)
  }
  public static func easeOut(duration: Double) -> Animation {
    Animation("easeOut(duration: \(duration))", duration: duration)
  }
  public static func easeInOut(duration: Double) -> Animation {
    Animation("easeInOut(duration: \(duration))", duration: duration)
  }

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation("spring(response: \(response), dampingFraction: \(dampingFraction))", duration: response)
  }

  // Both spring forms default every argument; `.spring()` means the first.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation("spring(duration: \(duration), bounce: \(bounce))", duration: duration)
  }

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))", duration: response)
  }

  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(duration: \(duration))", duration: duration)
  }

  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(duration: \(duration))", duration: duration)
  }

  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(duration: \(duration))", duration: duration)
  }

  public func delay(_ delay: Double) -> Animation {
    Animation(
      "\(description).delay(\(delay))", duration: duration + delay,
      logicalDuration: logicalDuration.map { $0 + delay })
  }
  public func speed(_ speed: Double) -> Animation {
    Animation(
      "\(description).speed(\(speed))", duration: duration / speed,
      logicalDuration: logicalDuration.map { $0 / speed })
  }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatCount(\(repeatCount))", duration: duration * Double(max(repeatCount, 1)))
  }
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatForever", duration: .infinity)
  }

  /// Reports logical completion after `duration` seconds, if the animation
  /// has not completed logically by then.
  ///
  /// As SwiftUI documents, it never makes the animation run longer: past the
  /// base animation's end, logical completion comes at that end.
  ///
  /// ```swift
  /// withAnimation(.linear(duration: 3).logicallyComplete(after: 1), completionCriteria: .logicallyComplete) {
  ///   showsRed.toggle()
  /// } completion: {
  ///   log.append("1 s in")   // at 1 s on the host's clock
  /// }
  /// ```
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(
      "\(description).logicallyComplete(after: \(duration))", duration: self.duration,
      logicalDuration: min(duration, logicalDuration ?? self.duration))
  }

  /// Seconds until the completion registered with `criteria` runs; `nil` when never.
  func completionTime(_ criteria: AnimationCompletionCriteria) -> Double? {
    let time = criteria == .logicallyComplete ? (logicalDuration ?? duration) : duration
    return time.isFinite ? max(time, 0) : nil
  }
}

/// Runs `body` in a transaction of its own and returns its result; its
/// changes apply at once, unanimated.
///
/// In SwiftUI the state changes `body` makes are animated with `animation`.
/// They are also a transaction of their own: what the action wrote before
/// `withAnimation` is one update and what `body` writes is another, so a body
/// sees both values and `onChange` reports both changes (OpenSwiftUI's
/// compatibility test `nestedStateUpdate`, run against Apple's SwiftUI). The
/// runtime models that: inside an action it applies the pending update before
/// `body` runs and applies `body`'s own after.
///
/// ```swift
/// Button("Show details") {
///   withAnimation(.easeInOut) { showsDetails = true }
/// }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  AnimationTransaction.commit()
  defer { AnimationTransaction.commit() }
  return try body()
}

/// The transactions `withAnimation` opens and closes.
enum AnimationTransaction {
  /// Applies the update pending now in the graph of the view whose action
  /// runs, when this runs on the main actor inside an action (elsewhere there
  /// is no update to split).
  static func commit() {
    guard MainThread.isCurrent else { return }
    MainActor.assumeIsolated { ActingNode.current?.graph.commitTransaction() }
  }
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String

  /// The animation has logically completed (at its end, or at `logicallyComplete(after:)`).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation is finished and removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` in a transaction of its own, then `completion` when the
/// animation it started completes by `completionCriteria`.
///
/// Nothing is drawn, but the completion keeps SwiftUI's timing on the host's
/// clock (``RuntimeClock``): a `.logicallyComplete` completion runs at the
/// animation's logical end (`logicallyComplete(after:)`, else its end), a
/// `.removed` one at its end, so one registered with
/// `.linear(duration: 3).logicallyComplete(after: 1)` runs before one with a
/// 2-second animation removed (OpenSwiftUI's `logicalAndRemovedComplete`,
/// recorded against Apple's SwiftUI). As SwiftUI documents, when `body`
/// changes nothing, or there is no animation, the completion runs at once:
/// in the update after the action. Either way it runs in a task the action
/// starts, so `settle()` waits for it.
///
/// ```swift
/// withAnimation {
///   isExpanded = true
/// } completion: {
///   showsHint = true
/// }
/// ```
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  let graph = ActingNode.current?.graph
  AnimationTransaction.commit()
  let result = try body()
  let changed = graph?.hasPendingWork ?? true
  AnimationTransaction.commit()
  guard let animation, changed else {
    Task { @MainActor in completion() }
    return result
  }
  // An animation that never ends (`repeatForever`) never calls its completion.
  guard let seconds = animation.completionTime(completionCriteria) else { return result }
  Task { @MainActor in
    try? await RuntimeClock.sleep(for: .milliseconds((seconds * 1000).rounded()))
    completion()
  }
  return result
}

/// How a view enters and leaves.
///
/// Nothing animates, so what a transition changes here is only when a removed
/// view's `onDisappear` runs (see ``TransitionView``): at once for a removal
/// that is ``identity``, after the new content's `onAppear` for any other.
public struct AnyTransition: Sendable {
  let description: String
  /// Whether removal is the identity transition: the view leaves at once.
  let removesAtOnce: Bool

  init(description: String, removesAtOnce: Bool = false) {
    self.description = description
    self.removesAtOnce = removesAtOnce
  }

  public static let identity = AnyTransition(description: "identity", removesAtOnce: true)
  public static let opacity = AnyTransition(description: "opacity")
  public static let slide = AnyTransition(description: "slide")
  public static let scale = AnyTransition(description: "scale")

  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(description: "scale(\(scale))")
  }

  public static func move(edge: Edge) -> AnyTransition { AnyTransition(description: "move(edge: \(edge))") }
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(description: "push(from: \(edge))")
  }

  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition(description: "offset(x: \(x), y: \(y))")
  }

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      description: "asymmetric(\(insertion.description), \(removal.description))",
      removesAtOnce: removal.removesAtOnce)
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      description: "\(description).combined(with: \(other.description))",
      removesAtOnce: removesAtOnce && other.removesAtOnce)
  }

  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's unit square (`.center`, `.topLeading`); accepted and ignored.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension View {
  /// How this view enters and leaves when a condition or an `.id` change
  /// inserts or removes it.
  public func transition(_ transition: AnyTransition) -> TransitionView<Self> {
    TransitionView(content: self, transition: transition)
  }

  /// Animates changes to this view when `value` changes; ignored, changes apply at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

  /// Animates every change to this view (deprecated in SwiftUI since iOS 15); ignored.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> Self { self }
}
