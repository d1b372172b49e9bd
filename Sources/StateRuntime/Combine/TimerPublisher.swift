import Foundation

// `Timer.publish(every:on:in:)`, as SwiftUI code uses it:
//
//   let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
//   Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
//
// (On Apple platforms it lives in the overlay Foundation adds when Combine is imported; a
// file that imports the runtime instead imports no Combine, so the two never meet.) The
// timer fires on the host's clock (``RuntimeClock``): a repeating timer is a tick from its
// first fire, so `settle()` never waits for it and `advance 3s` (or `wait 3s`) fires it
// three times, each fire its own update, as each fire is a turn of SwiftUI's run loop.

extension Timer {
  /// Makes a publisher that emits the date every `interval` seconds once connected.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  ///
  /// `tolerance`, the run loop, its mode and the options are accepted and ignored: the
  /// timer fires on the host's clock, exactly on time.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// A publisher that fires every ``interval`` seconds while connected
  /// (https://developer.apple.com/documentation/foundation/timer/timerpublisher).
  ///
  /// Like every connectable publisher it fires only once connected: by `connect()`, or by
  /// its first subscriber after `autoconnect()`.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    // Used on the main actor only: views and their models subscribe there, and it fires there.
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between two fires.
    public let interval: TimeInterval
    private let subscribers = ConduitList<Date, Never>()
    private var loop: Task<Void, Never>?

    init(interval: TimeInterval) {
      self.interval = interval
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subscribers.add(subscriber)
    }

    /// Starts firing; cancelling the result stops it.
    public func connect() -> any Cancellable {
      if loop == nil { loop = startFiring() }
      return AnyCancellable { [weak self] in
        self?.loop?.cancel()
        self?.loop = nil
      }
    }

    var isConnected: Bool { loop != nil }

    /// A task that fires every period on the clock of the host whose work connected the timer.
    private func startFiring() -> Task<Void, Never>? {
      // A timer that fires continuously would never let time pass.
      guard interval > 0, interval.isFinite else { return nil }
      let period = Duration.milliseconds(max(1, (interval * 1000).rounded()))
      let host = HostWork.current(describing: "Timer.publish(every: \(interval.formatted()))")
      let me = UncheckedSendable(self)
      return host.start {
        while true {
          do {
            if let clock = RuntimeClock.current {
              try await clock.sleep(for: period, repeats: true)
            } else {
              try await Task.sleep(for: period, tolerance: nil, clock: ContinuousClock())
            }
          } catch {
            return
          }
          me.value.subscribers.send(Date())
        }
      }
    }
  }
}

extension TimeInterval {
  fileprivate func formatted() -> String {
    self == rounded() ? String(Int(self)) : String(self)
  }
}

/// A publisher that starts producing only when connected.
public protocol ConnectablePublisher: Publisher {
  /// Starts producing; cancelling the result stops.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber subscribes.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that connects on its first subscriber (`autoconnect()`).
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    // Used on the main actor only, as its upstream.
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher connected.
    public let upstream: Upstream
    private var connection: (any Cancellable)?

    init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      // Each subscription keeps this publisher, and so its connection, alive, as Combine's
      // subscriptions keep their upstream: `Timer.publish(…).autoconnect().sink { … }` fires
      // for as long as the sink's cancellable is kept; when the last subscription goes, the
      // timer is disconnected.
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: Retaining($0, owner: self)) },
          receiveValue: { subscriber.receive($0) },
          receiveCompletion: { subscriber.receive(completion: $0) }))
      if connection == nil { connection = upstream.connect() }
    }

    deinit {
      connection?.cancel()
    }
  }
}

/// A subscription that keeps its publisher alive until it is cancelled.
final class Retaining: Subscription {
  private var subscription: (any Subscription)?
  private var owner: AnyObject?

  init(_ subscription: any Subscription, owner: AnyObject) {
    self.subscription = subscription
    self.owner = owner
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

  func cancel() {
    subscription?.cancel()
    subscription = nil
    owner = nil
  }
}

/// The host whose work runs now, to start more work on its behalf: its clock, and the
/// monitor `settle()` reads.
struct HostWork {
  private let clock: RuntimeClock?
  private let monitor: ActivityMonitor?
  private let description: String

  /// The host of the action, task or pass running now; none outside a host.
  static func current(describing description: String) -> HostWork {
    // An action's tasks are counted through the action's own activity, which `Task { }` copies.
    if ActionActivity.current != nil {
      return HostWork(clock: RuntimeClock.current, monitor: nil, description: description)
    }
    guard MainThread.isCurrent else {
      return HostWork(clock: RuntimeClock.current, monitor: nil, description: description)
    }
    let graph = MainActor.assumeIsolated { ActingNode.current?.graph ?? ViewGraph.inPass }
    return HostWork(
      clock: RuntimeClock.current ?? graph?.clock, monitor: graph?.activity, description: description)
  }

  /// Starts `work` on the main actor with the host's clock, counted as running until it ends.
  func start(_ work: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let ticket = monitor?.begin(description)
    let monitor = self.monitor
    return RuntimeClock.$current.withValue(clock) {
      Task { @MainActor in
        await work()
        if let ticket { monitor?.end(ticket) }
      }
    }
  }
}
