/// One subscriber's connection to a publisher that sends to many (a subject, `@Published`,
/// a timer): the subscriber's demand, and its end.
///
/// Values go out only as far as the subscriber asked (`sink` and `assign` ask for
/// unlimited); after a completion or a cancel nothing more is delivered.
final class Conduit<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// Runs once, when the subscription ends (cancelled or completed): the publisher forgets it.
  private var onEnd: (() -> Void)?
  /// Runs when the subscriber first asks for values (a current value sent on subscription).
  var onFirstDemand: (() -> Void)?

  init(_ downstream: AnySubscriber<Output, Failure>, onEnd: @escaping () -> Void) {
    self.downstream = downstream
    self.onEnd = onEnd
  }

  var isActive: Bool { downstream != nil }

  func request(_ more: Subscribers.Demand) {
    guard downstream != nil else { return }
    demand += more
    if let first = onFirstDemand, demand > .none {
      onFirstDemand = nil
      first()
    }
  }

  /// Delivers `value` if the subscriber still wants one.
  func send(_ value: Output) {
    guard let subscriber = downstream, demand > .none else { return }
    demand -= 1
    demand += subscriber.receive(value)
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard let subscriber = downstream else { return }
    downstream = nil
    end()
    subscriber.receive(completion: completion)
  }

  func cancel() {
    downstream = nil
    end()
  }

  private func end() {
    let end = onEnd
    onEnd = nil
    end?()
  }
}

/// The subscribers of a publisher that sends to many, in the order they subscribed.
final class ConduitList<Output, Failure: Error> {
  private var conduits: [ObjectIdentifier: Conduit<Output, Failure>] = [:]
  private var order: [ObjectIdentifier] = []
  /// How the publisher ended, once it has: later subscribers get it at once.
  private(set) var completion: Subscribers.Completion<Failure>?

  var isEmpty: Bool { conduits.isEmpty }

  /// Subscribes `subscriber`; `current` is sent as soon as it asks for a value.
  func add<S: Subscriber>(_ subscriber: S, current: (() -> Output)? = nil)
  where S.Input == Output, S.Failure == Failure {
    let downstream = AnySubscriber(subscriber)
    if let completion {
      downstream.receive(subscription: EmptySubscription())
      downstream.receive(completion: completion)
      return
    }
    var id: ObjectIdentifier?
    let conduit = Conduit(downstream) { [weak self] in
      guard let self, let id else { return }
      self.conduits[id] = nil
      self.order.removeAll { $0 == id }
    }
    id = ObjectIdentifier(conduit)
    conduits[ObjectIdentifier(conduit)] = conduit
    order.append(ObjectIdentifier(conduit))
    if let current {
      conduit.onFirstDemand = { [weak conduit] in conduit?.send(current()) }
    }
    downstream.receive(subscription: conduit)
  }

  /// Sends `value` to every subscriber, in subscription order.
  func send(_ value: Output) {
    guard completion == nil else { return }
    for id in order {
      conduits[id]?.send(value)
    }
  }

  /// Ends every subscription with `completion`; later subscribers receive it at once.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ending = order.compactMap { conduits[$0] }
    for conduit in ending {
      conduit.finish(completion)
    }
  }
}

/// The subscription of a publisher that has already ended.
struct EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
