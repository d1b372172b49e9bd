extension Published {
  /// The publisher of a `@Published` property (`$property`): the current value to each
  /// new subscriber, then every value written, before the property holds it.
  public struct Publisher: StateRuntime.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: PublishedStorage<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.subscribers.add(subscriber) { [storage] in storage.value }
    }
  }
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  /// Subscribes `subscriber` to "the object will change", sent before each `@Published` write.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    let list = ConduitList<Void, Never>()
    let box = UncheckedSendable(list)
    // The announcement arrives through the publisher's own handlers, which views use too.
    let handle = subscribe(for: nil) { box.value.send(()) }
    list.add(
      AnySubscriber<Void, Never>(
        receiveSubscription: {
          subscriber.receive(subscription: KeepAlive(subscription: $0, handle: handle))
        },
        receiveValue: { subscriber.receive($0) },
        receiveCompletion: { subscriber.receive(completion: $0) }))
  }
}

/// A subscription that keeps an `objectWillChange` handler registered until it is cancelled.
private final class KeepAlive: Subscription {
  private var subscription: (any Subscription)?
  private var handle: ObjectWillChangeSubscription?

  init(subscription: any Subscription, handle: ObjectWillChangeSubscription) {
    self.subscription = subscription
    self.handle = handle
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

  func cancel() {
    subscription?.cancel()
    subscription = nil
    handle = nil
  }
}
