import Foundation

/// Which lesson folders the tool loads at run time: those whose Swift declares the lesson's
/// scenario (`let lessonScenario = Scenario(…)`), the rule Package.swift and
/// `scripts/lesson-layout` apply to leave them out of the catalog's build.
package enum RunTimeLessonFolder {
  /// Whether the lesson folder `name` of `lessons` is loaded at run time.
  package static func contains(_ name: String, in lessons: URL) -> Bool {
    let folder = lessons.appendingPathComponent(name)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.contains { file in
      file.hasSuffix(".swift")
        && ((try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))?
          .contains("lessonScenario") ?? false)
    }
  }
}
