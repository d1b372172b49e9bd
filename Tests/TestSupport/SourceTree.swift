import Foundation

/// The checkout these tests were compiled from: its README, scripts, exercises and lessons.
///
/// Found from this file's own path, so every test target reads the same tree whatever
/// folder the tests run in.
package enum SourceTree {
  /// The checkout's root: `Tests/TestSupport/SourceTree.swift`, three levels down.
  package static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.standardizedFileURL
  }()

  /// `relative` (e.g. `Lessons/01-init-copy`) inside the checkout.
  package static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
