/// A publisher that sends one value to each subscriber, then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value sent.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let list = ConduitList<Output, Never>()
    let value = output
    list.add(subscriber) { value }
    list.finish(.finished)
  }
}

/// A publisher that sends no value, and finishes unless told otherwise.
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes at once (else it never ends).
  public let completeImmediately: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: EmptySubscription())
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that ends at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher that fails with `error`.
  public init(error: Failure) {
    self.error = error
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: EmptySubscription())
    subscriber.receive(completion: .failure(error))
  }
}
