import Foundation

/// Where the quiz gets the time: the system clock, or a fixed one in tests.
///
/// ```swift
/// let clock = QuizClock.fixed(Date(timeIntervalSince1970: 1_800_000_000))
/// clock.now()
/// ```
package struct QuizClock: Sendable {
  /// The current time.
  package let now: @Sendable () -> Date

  package init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// The system clock.
  package static let system = QuizClock { Date() }

  /// A clock stopped at `date`.
  package static func fixed(_ date: Date) -> QuizClock {
    QuizClock { date }
  }

  /// The system clock, unless `environment` sets `LESSONS_QUIZ_NOW` (seconds since 1970,
  /// or an ISO 8601 date) — so scripted sessions and tests are repeatable.
  package static func from(environment: [String: String]) -> QuizClock {
    guard let text = environment["LESSONS_QUIZ_NOW"] else { return .system }
    if let seconds = Double(text) { return .fixed(Date(timeIntervalSince1970: seconds)) }
    if let date = ISO8601DateFormatter().date(from: text) { return .fixed(date) }
    return .system
  }
}
