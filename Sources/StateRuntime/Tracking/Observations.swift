import Observation

/// An asynchronous sequence of the values `emit` returns, a new one after each change to
/// what it read: Observation's `Observations` (SE-0475), which this one shadows for code
/// that imports StateRuntime, so that the log shows each value it delivers.
///
/// ```swift
/// for await text in Observations({ draft.text }) {
///   save(text)
/// }
/// ```
///
/// Every value, its timing and its end are Observation's own (this type only wraps it).
/// From the second value on, the log records `↳ Observations delivers a new value: "…"`
/// as the value reaches the loop, so the writes the loop's body makes follow the line.
@available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What `untilFinished(_:)`'s closure returns: a value, or the end of the sequence.
  public typealias Iteration = Observation.Observations<Element, Failure>.Iteration

  private let base: Observation.Observations<Element, Failure>
  private let site: ObserverSite?

  private init(base: Observation.Observations<Element, Failure>) {
    self.base = base
    self.site = ObserverSite.here()
  }

  /// The values `emit` returns: at once, then after each change to what it read.
  public init(@_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element)
  {
    self.init(base: Observation.Observations(emit))
  }

  /// The values `emit` returns until it returns `.finish`.
  public static func untilFinished(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
  ) -> Observations<Element, Failure> {
    Observations(base: Observation.Observations.untilFinished(emit))
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), site: site)
  }

  /// Delivers Observation's values, recording each after the first.
  public struct Iterator: AsyncIteratorProtocol {
    private var base: Observation.Observations<Element, Failure>.Iterator
    private let site: ObserverSite?
    private var delivered = 0

    init(base: Observation.Observations<Element, Failure>.Iterator, site: ObserverSite?) {
      self.base = base
      self.site = site
    }

    public mutating func next(
      isolation iterationIsolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      guard let value = try await base.next(isolation: iterationIsolation) else { return nil }
      delivered += 1
      // The first value is the one the sequence starts with, not a reaction to a change.
      if delivered > 1 {
        let text = ValueDescription.describe(value)
        site?.reportRun({ _ in .observations(value: text) }, changed: nil)
      }
      return value
    }
  }
}
