import ExerciseKit
import Foundation
import LessonKit

/// The interview set, read at run time from the course folder's `interview.json` (see
/// ``InterviewFile``): the tool carries no course content of its own.
enum InterviewSet {
  /// The questions of `folder`'s `interview.json`, else of the project's `Lessons/` folder;
  /// a problem (no project, a missing or damaged file) names the file and what would work.
  static func load(
    from folder: URL?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<[QuizQuestion], LessonFolderError> {
    let directory: URL
    if let folder {
      directory = folder
    } else {
      do {
        directory = try ProjectRoot.locate(environment: environment).appendingPathComponent(
          "Lessons", isDirectory: true)
      } catch {
        return .failure(
          LessonFolderError(
            path: "Lessons/\(InterviewFile.fileName)",
            message: "cannot be found, as the course folder cannot: \(error)"))
      }
    }
    do {
      return .success(try InterviewFile.questions(inFolder: directory))
    } catch {
      return .failure(error)
    }
  }

  /// What `quiz` says when the set cannot be read.
  static func problem(_ error: LessonFolderError) -> String {
    "The interview set cannot be read: \(error)"
  }
}
