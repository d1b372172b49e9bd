/// Every update that never settled, in any host of this process, in order.
///
/// SwiftUI warns "Modifying state during view update" and keeps going; an
/// update that invalidates itself pass after pass is a bug however the
/// screen looks, so the runtime stops it (see ``RuntimeIssue/Kind/updateLoop``)
/// and a harness that runs code it did not write (a `check`, a lesson, a
/// `play` session) asks here after each run and reports `never-settled`.
///
/// ```swift
/// let mark = UnsettledUpdates.count
/// try await check.body()
/// if let loop = UnsettledUpdates.since(mark).first { fail(loop.message) }
/// ```
@MainActor
@_spi(Tooling)
public enum UnsettledUpdates {
  private static var recorded: [RuntimeIssue] = []

  /// How many updates never settled so far: a mark for ``since(_:)``.
  public static var count: Int { recorded.count }

  /// The updates that never settled after `mark` (an earlier ``count``).
  public static func since(_ mark: Int) -> [RuntimeIssue] {
    Array(recorded[min(max(mark, 0), recorded.count)...])
  }

  static func record(_ issue: RuntimeIssue) {
    recorded.append(issue)
  }
}
