/// The context of one state change: its animation, and whether animations are turned off.
///
/// Modelled: `withTransaction` is a transaction of its own, exactly as ``withAnimation(_:_:)``
/// is (what the action wrote before it is one update, what its body writes another). Not
/// modelled: the animation the transaction carries (nothing is drawn), and
/// `.transaction { }`, which only changes animations, is accepted and ignored.
///
/// ```swift
/// var transaction = Transaction(animation: .spring())
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
public struct Transaction: Sendable {
  /// The animation of the changes made in this transaction.
  public var animation: Animation?
  /// Whether animations of the views these changes affect are turned off.
  public var disablesAnimations = false
  /// Whether the change comes from a continuous gesture.
  public var isContinuous = false

  /// A transaction without animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }
}

/// Runs `body` in `transaction`: a transaction of its own, as `withAnimation` is.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  try withAnimation(transaction.animation, body)
}

/// Runs `body` in a transaction with one of its properties set (iOS 17).
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

extension View {
  /// Changes the transaction of updates to this view; accepted and ignored (it changes only
  /// animations, which are not drawn).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }

  /// Changes the transaction of updates to this view when `value` changes; accepted and ignored.
  public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> Self
  {
    self
  }
}
