/// A publisher that code sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to every subscriber.
  func send(_ value: Output)
  /// Ends every subscription; later subscribers receive the completion at once.
  func send(completion: Subscribers.Completion<Failure>)
  /// Gives the subject an upstream subscription (when it subscribes to a publisher).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value (`subject.send()` for a `PassthroughSubject<Void, Never>`).
  public func send() {
    send(())
  }
}

/// A subject that passes each value to its subscribers and keeps none.
///
/// A subscriber receives the values sent after it subscribed
/// (https://developer.apple.com/documentation/combine/passthroughsubject).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let subscribers = ConduitList<Output, Failure>()

  /// A subject with no subscribers yet.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
  }

  public func send(_ value: Output) { subscribers.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A subject that holds a current value, gives it to each new subscriber, and publishes each new one.
///
/// Setting ``value`` (or `send(_:)`) stores the value, then publishes it
/// (https://developer.apple.com/documentation/combine/currentvaluesubject).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let subscribers = ConduitList<Output, Failure>()
  private var current: Output

  /// A subject whose current value is `value`.
  public init(_ value: Output) {
    current = value
  }

  /// The current value; setting it publishes it.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber) { [unowned self] in current }
  }

  public func send(_ value: Output) {
    guard subscribers.completion == nil else { return }
    current = value
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

extension Publisher {
  /// Sends this publisher's values and completion through `subject`.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
  }
}
