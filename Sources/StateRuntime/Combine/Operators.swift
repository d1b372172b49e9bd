/// Namespace for the publishers operators return.
public enum Publishers {}

/// A type-erased publisher (`eraseToAnyPublisher()`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.receive(subscriber: $0) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publishers {
  /// The publisher of an operator: each subscription gets a fresh step (so that
  /// `removeDuplicates` or `dropFirst` count per subscriber) that turns the upstream's
  /// values into its own, through `emit`.
  public struct Operator<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let makeStep: () -> (Upstream.Output, _ emit: @escaping (Output) -> Void) -> Void

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let step = makeStep()
      let relay = Relay<Upstream.Output, Output, Failure>(downstream: AnySubscriber(subscriber), step: step)
      upstream.subscribe(relay)
    }
  }

  /// The subscriber an operator puts between its upstream and its subscriber.
  final class Relay<Input, Output, Failure: Error>: Subscriber, Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstream: (any Subscription)?
    private let step: (Input, @escaping (Output) -> Void) -> Void

    init(
      downstream: AnySubscriber<Output, Failure>, step: @escaping (Input, @escaping (Output) -> Void) -> Void
    ) {
      self.downstream = downstream
      self.step = step
    }

    func receive(subscription: any Subscription) {
      upstream = subscription
      downstream?.receive(subscription: self)
      subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      step(input) { [weak self] output in _ = self?.downstream?.receive(output) }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      let ending = downstream
      downstream = nil
      upstream = nil
      ending?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
      downstream = nil
      let ending = upstream
      upstream = nil
      ending?.cancel()
    }
  }
}

extension Publisher {
  /// Wraps this publisher in an `AnyPublisher`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }

  /// Publishes `transform` of each value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Operator<Self, T> {
    Publishers.Operator(upstream: self) { { value, emit in emit(transform(value)) } }
  }

  /// Publishes the value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Operator<Self, T> {
    map { $0[keyPath: keyPath] }
  }

  /// Publishes the non-`nil` results of `transform`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.Operator<Self, T> {
    Publishers.Operator(upstream: self) {
      { value, emit in if let result = transform(value) { emit(result) } }
    }
  }

  /// Publishes the values for which `isIncluded` is true.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) { { value, emit in if isIncluded(value) { emit(value) } } }
  }

  /// Leaves out the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) {
      var left = count
      return { value, emit in
        if left > 0 { left -= 1 } else { emit(value) }
      }
    }
  }

  /// Publishes a value only when `predicate` says it differs from the one published before it.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.Operator<Self, Output>
  {
    Publishers.Operator(upstream: self) {
      var last: Output?
      return { value, emit in
        if let previous = last, predicate(previous, value) { return }
        last = value
        emit(value)
      }
    }
  }

  /// Delivers values on `scheduler`.
  ///
  /// On the main queue or main run loop, where SwiftUI code receives, a value sent on the
  /// main actor is delivered at once, in the same turn: the runtime has one main actor, and
  /// the view updates that follow are the same.
  public func receive<S: Scheduler>(on scheduler: S, options: Never? = nil)
    -> Publishers.Operator<
      Self, Output
    >
  {
    Publishers.Operator(upstream: self) { { value, emit in emit(value) } }
  }
}

extension Publisher where Output: Equatable {
  /// Publishes a value only when it differs from the one published before it.
  public func removeDuplicates() -> Publishers.Operator<Self, Output> {
    removeDuplicates(by: ==)
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to the `@Published` property whose publisher is `published`.
  ///
  /// The subscription lasts as long as the property: as Combine documents, it is cancelled
  /// when the `Published` instance goes, and no `AnyCancellable` is returned.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.storage.keep(sink { [weak storage = published.storage] value in storage?.set(value) })
  }
}
