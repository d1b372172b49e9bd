import Foundation

/// The lessons of the course the engine bench measures, chosen by what their folders hold,
/// so that no lesson is named here and a course that changes still has its figures.
struct BenchCourse {
  /// An exercise the check figures run: its id and the learner's file in the workspace.
  struct CheckedExercise {
    var id: String
    /// The file a check compiles, relative to the project: `Exercises/FOLDER/FILE.swift`.
    var learnerFile: String
  }

  /// A lesson the course-run figures run: its id and its folder's name.
  struct RunLesson {
    var id: String
    var folder: String
  }

  /// The first lesson, by folder, whose exercise has a starter of one Swift file.
  let exercise: CheckedExercise
  /// The first lesson, by folder, whose scenario performs an outside event, reads a fact and
  /// ends with a comparison of builds: a run of it starts every kind of child a lesson starts.
  let lesson: RunLesson

  /// Reads the course in `lessons` (a project's `Lessons` folder).
  init(lessons: URL) throws {
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: lessons.path).sorted()
      .filter { Self.id(ofFolder: $0) != nil }
    var exercise: CheckedExercise?
    var lesson: RunLesson?
    for folder in folders {
      let id = Self.id(ofFolder: folder)!
      let starter = lessons.appending(path: "\(folder)/exercise/.starter")
      let files = ((try? manager.contentsOfDirectory(atPath: starter.path)) ?? []).filter {
        $0.hasSuffix(".swift")
      }
      if exercise == nil, files.count == 1 {
        exercise = CheckedExercise(id: id, learnerFile: "Exercises/\(folder)/\(files[0])")
      }
      let script =
        (try? String(contentsOf: lessons.appending(path: "\(folder)/scenario.play"), encoding: .utf8))
      if lesson == nil, let script, Self.startsEveryChild(script) {
        lesson = RunLesson(id: id, folder: folder)
      }
    }
    guard let exercise, let lesson else {
      throw BenchCourseError(
        "\(lessons.path) has no lesson with a one-file exercise starter and none whose scenario "
          + "has an event step, an expect-fact and a comparison; the engine bench needs both")
    }
    self.exercise = exercise
    self.lesson = lesson
  }

  /// A lesson folder's id: `07-slow-loader` is `slow-loader`; `nil` for other names.
  static func id(ofFolder name: String) -> String? {
    let parts = name.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts[0].count == 2, parts[0].allSatisfy(\.isNumber) else { return nil }
    return String(parts[1])
  }

  /// Whether a scenario's lines perform an outside event, read a fact and compare builds.
  private static func startsEveryChild(_ script: String) -> Bool {
    let words = script.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    return words.contains { $0.contains("event") && $0.first == "step" }
      && words.contains { $0.first == "expect-fact" || $0.dropFirst().first == "expect-fact" }
      && words.contains { $0.first == "comparison" }
  }
}

/// The course cannot give the bench the lessons it measures.
struct BenchCourseError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
