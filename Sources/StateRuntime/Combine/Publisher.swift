// Combine's vocabulary, written for the runtime (Combine does not exist on Linux).
//
// `import Combine` in a played or checked file is read as `import StateRuntime`, as
// `import SwiftUI` is: this is the part of Combine SwiftUI state code uses. Apple
// documents each type; what is modelled here follows those pages:
// - a publisher delivers values, then at most one completion, to each subscriber, in
//   order (https://developer.apple.com/documentation/combine/publisher);
// - a subscriber asks for values through its subscription's demand; `sink` and
//   `assign` ask for unlimited demand when they subscribe
//   (https://developer.apple.com/documentation/combine/subscribers/sink);
// - cancelling, or releasing the `AnyCancellable` a subscription is kept in, ends it
//   (https://developer.apple.com/documentation/combine/anycancellable).
// Operators (`map`, `filter`, …) ask their upstream for unlimited demand; a custom
// subscriber that limits its demand is served only what it asked for by the subjects.

/// Declares that a type can deliver a sequence of values over time.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send(1)   // prints 1
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher delivers.
  associatedtype Output
  /// The kind of error this publisher may end with.
  associatedtype Failure: Error

  /// Attaches `subscriber`, which then receives a subscription, values and a completion.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher (Combine's spelling of ``receive(subscriber:)``).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Receives values, and a completion, from a publisher.
public protocol Subscriber<Input, Failure> {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of error this subscriber may receive.
  associatedtype Failure: Error

  /// Tells the subscriber it is subscribed; it asks for values with `request(_:)`.
  func receive(subscription: any Subscription)
  /// Delivers a value; returns how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Tells the subscriber the publisher finished, normally or with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// An activity that can be cancelled.
public protocol Cancellable {
  /// Cancels the activity.
  func cancel()
}

/// The connection between a subscriber and a publisher.
public protocol Subscription: Cancellable {
  /// Asks the publisher for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Namespace for the subscriber types and the types subscribers use.
public enum Subscribers {
  /// How a publisher ended: it finished, or it failed with an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped with `error`.
    case failure(Failure)
  }

  /// How many values a subscriber asks for: a number, or unlimited.
  public struct Demand: Equatable, Hashable, Comparable, CustomStringConvertible, Sendable {
    /// `nil` for unlimited.
    let count: Int?

    /// As many values as the publisher produces.
    public static let unlimited = Demand(count: nil)
    /// No more values.
    public static let none = Demand(count: 0)
    /// At most `value` values.
    public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

    /// The count, or `nil` when unlimited.
    public var max: Int? { count }

    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      return Demand(count: left + right)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(0, left - rhs))
    }

    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A type-erased cancellable that cancels when it is released.
///
/// Keep a subscription alive by keeping its `AnyCancellable`: in a property, or in a
/// set with `store(in:)`. Releasing it cancels the subscription, as Combine documents.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// model.$query.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
  private var onCancel: (() -> Void)?

  /// A cancellable that runs `cancel` when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  /// A cancellable that cancels `canceller` when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) {
    onCancel = canceller.cancel
  }

  /// Cancels the activity, once.
  public func cancel() {
    let cancel = onCancel
    onCancel = nil
    cancel?()
  }

  deinit {
    onCancel?()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
  /// Keeps this cancellable in `set`, so that it lives as long as the set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }
}

extension Cancellable {
  /// Keeps this cancellable, wrapped in an `AnyCancellable`, in `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }

  /// Keeps this cancellable, wrapped in an `AnyCancellable`, in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}

/// A type-erased subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    subscription = subscriber.receive(subscription:)
    value = subscriber.receive(_:)
    completion = subscriber.receive(completion:)
  }

  /// A subscriber made of closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    subscription = receiveSubscription ?? { _ in }
    value = receiveValue ?? { _ in .none }
    completion = receiveCompletion ?? { _ in }
  }

  public func receive(subscription: any Subscription) { self.subscription(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
