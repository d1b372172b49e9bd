import Foundation

// A repeating timer in a view, as SwiftUI code writes it without Combine:
//
//   let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
//   Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
//
// Combine is not on Linux, so the runtime has the one publisher a view needs
// for time. (On Apple platforms `Timer.publish` lives in the overlay Foundation
// adds when Combine is imported too; a file that imports the runtime instead
// of SwiftUI imports no Combine, so the two never meet.) The timer fires on
// the host's clock (``RuntimeClock``): a repeating timer is a tick from its
// first fire, so `settle()` never waits for it and `advance(by:)` fires it,
// each fire its own update, as each fire is a turn of SwiftUI's run loop.

extension Timer {
  /// Makes a publisher that emits the date every `interval` seconds once connected.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  ///
  /// `tolerance`, the run loop and its mode are accepted and ignored: the
  /// timer fires on the host's clock, exactly on time.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher `Timer.publish(every:on:in:)` makes; `onReceive(_:perform:)` subscribes to it.
  public struct TimerPublisher: Sendable {
    /// Seconds between two fires.
    public let interval: TimeInterval

    /// The publisher, connected by its first subscriber (as Combine's `autoconnect()`).
    public func autoconnect() -> TimerPublisher { self }

    /// Calls `action` on every fire until the calling task is cancelled.
    @MainActor func deliver(to action: @MainActor (Date) -> Void) async {
      // A timer that fires continuously would never let time pass.
      guard interval > 0, interval.isFinite else { return }
      let period = Duration.milliseconds(max(1, (interval * 1000).rounded()))
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
        action(Date())
      }
    }
  }
}

extension View {
  /// Performs `action` each time `timer` fires, while this view is on screen.
  ///
  /// As in SwiftUI, the subscription starts when the view appears and ends
  /// when it disappears. Each fire is its own update; the clock moves on with
  /// ``ViewHost/advance(by:timeout:)`` (`advance 3s` in a script or the shell).
  ///
  /// ```swift
  /// Text("\(seconds) s")
  ///   .onReceive(timer) { _ in seconds += 1 }
  /// ```
  public func onReceive(
    _ timer: Timer.TimerPublisher, perform action: @escaping @MainActor (Date) -> Void
  ) -> TaskView<Self> {
    task { await timer.deliver(to: action) }
  }
}
