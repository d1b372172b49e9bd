import Foundation

/// The folder SwiftPM built the tests into, where the other products of the same build are.
package enum BuildFolder {
  /// The first `name` that `accept` takes, in the folder of the test runner or of a
  /// loaded bundle or up to three folders above it; `nil` when there is none.
  ///
  /// The test bundle sits at a different depth on Linux (an executable in the build
  /// folder) and on macOS (an `.xctest` bundle run by `xctest`), hence the walk up.
  package static func find(_ name: String, where accept: (URL) -> Bool) -> URL? {
    var starts = [URL(fileURLWithPath: CommandLine.arguments[0])]
    starts += Bundle.allBundles.map(\.bundleURL)
    for start in starts {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(name)
        if accept(candidate) { return candidate }
        directory.deleteLastPathComponent()
      }
    }
    return nil
  }
}

extension BuildFolder {
  /// The executable product `name` of the same build (such as `lessons`), or `nil` when it
  /// was not built.
  package static func executable(named name: String) -> URL? {
    find(name) { candidate in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: candidate.path)
    }
  }
}
