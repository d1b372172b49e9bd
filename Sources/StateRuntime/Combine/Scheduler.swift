import Foundation

/// Where a publisher delivers values or waits: the main queue, the main run loop.
///
/// The runtime has one main actor and one clock per host (``RuntimeClock``): every
/// scheduler delivers on it, and a wait (`debounce`) is a sleep on that clock, so a
/// played file's debounced search runs the same on every run. Only the spellings SwiftUI
/// code passes are modelled.
public protocol Scheduler {}

// No scheduler options are declared on Foundation's types: on Apple platforms Foundation's
// own Combine overlay declares `RunLoop.SchedulerOptions` and the like, and the two would
// clash. The operators take `options: Never?`, so a call that passes none compiles.
extension DispatchQueue: Scheduler {}

extension RunLoop: Scheduler {}

extension OperationQueue: Scheduler {}

/// A scheduler that runs work at once.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The shared instance.
  public static let shared = ImmediateScheduler()
}

/// A span of time a scheduler waits: `.milliseconds(300)`, `.seconds(1)`, or seconds as a literal.
public struct SchedulerTimeStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Equatable
{
  /// The span.
  public let duration: Duration

  init(_ duration: Duration) {
    self.duration = duration
  }

  public init(floatLiteral value: Double) {
    duration = .milliseconds(Int64((value * 1000).rounded()))
  }

  public init(integerLiteral value: Int) {
    duration = .seconds(value)
  }

  /// `value` seconds.
  public static func seconds(_ value: Int) -> Self { Self(.seconds(value)) }
  /// `value` seconds.
  public static func seconds(_ value: Double) -> Self { Self(.milliseconds(Int64((value * 1000).rounded()))) }
  /// `value` milliseconds.
  public static func milliseconds(_ value: Int) -> Self { Self(.milliseconds(value)) }
  /// `value` microseconds.
  public static func microseconds(_ value: Int) -> Self { Self(.microseconds(value)) }
  /// `value` nanoseconds.
  public static func nanoseconds(_ value: Int) -> Self { Self(.nanoseconds(value)) }
}

extension Publisher {
  /// Publishes a value only once `dueTime` has passed without another after it.
  ///
  /// The wait is a sleep on the host's clock: `settle()` moves the clock on for it, and the
  /// value arrives after the other work, the same on every run.
  public func debounce<S: Scheduler>(
    for dueTime: SchedulerTimeStride, scheduler: S, options: Never? = nil
  ) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) {
      let pending = PendingDelivery()
      return { value, emit in
        pending.schedule(after: dueTime.duration) { emit(value) }
      }
    }
  }
}

/// The one delivery a `debounce` waits to make: a newer value replaces it.
final class PendingDelivery: @unchecked Sendable {
  // Touched on the main actor only: values are sent there, and the wait ends there.
  private var task: Task<Void, Never>?
  private var generation = 0

  func schedule(after delay: Duration, _ deliver: @escaping () -> Void) {
    task?.cancel()
    generation += 1
    let mine = generation
    let delivery = UncheckedSendable(deliver)
    // On the clock of the host whose work sent the value (an action, a model made in a pass).
    task = HostWork.current(describing: "a debounce").start { [weak self] in
      do { try await RuntimeClock.sleep(for: delay) } catch { return }
      guard let self, self.generation == mine else { return }
      delivery.value()
    }
  }
}

/// A value moved to the main actor by code that only ever uses it there.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
