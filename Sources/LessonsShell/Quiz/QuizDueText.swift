import Foundation

/// Says when a review is due, relative to now: `now`, `in 10 minutes`, `in 3 days`.
enum QuizDueText {
  static func relative(_ due: Date, from now: Date) -> String {
    let seconds = due.timeIntervalSince(now)
    guard seconds > 30 else { return "now" }
    let minutes = Int((seconds / 60).rounded())
    if minutes < 60 { return "in \(plural(max(minutes, 1), "minute"))" }
    let hours = Int((seconds / 3600).rounded())
    if hours < 24 { return "in \(plural(hours, "hour"))" }
    return "in \(plural(Int((seconds / 86_400).rounded()), "day"))"
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
  }
}
