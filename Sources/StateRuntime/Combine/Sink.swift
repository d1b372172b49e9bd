extension Subscribers {
  /// A subscriber that calls closures for each value and for the completion, with unlimited demand.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?

    /// A sink that calls these closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      guard subscription != nil else { return .none }
      receiveValue(input)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard subscription != nil else { return }
      subscription = nil
      receiveCompletion(completion)
    }

    public func cancel() {
      let ending = subscription
      subscription = nil
      ending?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    public typealias Failure = Never
    /// The object written to, until the subscription ends.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// A subscriber that writes each value to `object[keyPath:]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = input
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      subscription = nil
      object = nil
    }

    public func cancel() {
      let ending = subscription
      subscription = nil
      object = nil
      ending?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for each value and for the completion.
  ///
  /// The subscription lasts while the returned `AnyCancellable` is kept.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value of a publisher that cannot fail.
  ///
  /// ```swift
  /// model.$count.sink { print("count will be", $0) }.store(in: &cancellables)
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `object[keyPath:]`; the subscription keeps `object` alive.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
