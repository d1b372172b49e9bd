import Foundation

/// The checkout these tests were compiled from: its README, scripts, exercises and lessons.
///
/// Found from this file's own path, so every test target reads the same tree whatever
/// folder the tests run in; or `$LESSONS_TEST_SOURCE_TREE`, when set, so that the tests
/// that discover the course can be run on a copy of it (``ScratchLessonTests`` runs them on
/// a copy that gained a lesson folder, to show that no test needed an edit).
package enum SourceTree {
  /// The variable naming another checkout for the tests to read.
  package static let variable = "LESSONS_TEST_SOURCE_TREE"

  /// Whether the tests read another checkout than the one they were built from: what is
  /// compiled into this build (the exercise registry) is then not that checkout's.
  package static var isAnotherCheckout: Bool {
    !(ProcessInfo.processInfo.environment[variable] ?? "").isEmpty
  }

  /// The checkout's root: `Tests/TestSupport/SourceTree.swift`, three levels down, or
  /// `$LESSONS_TEST_SOURCE_TREE`.
  package static let root: URL = {
    if let other = ProcessInfo.processInfo.environment[variable], !other.isEmpty {
      return URL(fileURLWithPath: other, isDirectory: true).standardizedFileURL
    }
    return builtRoot
  }()

  /// The checkout these tests were built from, whichever they read: what belongs to the build
  /// (its caches) is keyed by it.
  package static let builtRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.standardizedFileURL
  }()

  /// `relative` (e.g. `Lessons/01-draft-title`) inside the checkout.
  package static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
