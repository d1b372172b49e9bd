import ExerciseKit
import Foundation
import LessonKit
import StateRuntime

/// A lesson loaded at run time from a folder of plain files, outside the tool's build.
///
/// The folder (`NN-id/` or `id/`) holds:
/// - `lesson.md`: a header of `key: value` lines between `---` lines (`id`, `title`,
///   `summary`), then `## ` sections: the story; `## Ownership`, the four answers as
///   `- value:`, `- truth:`, `- lifetime:`, `- writers:`, `- persistence:` lines; and
///   `## Verdict: broken` / `## Verdict: fixed`, what to say when each version behaves
///   as claimed (see ``LessonDocument``).
/// - `Broken.swift` and `Fixed.swift`: one SwiftUI file per version, each mountable by
///   `play` (a `#Preview`, or one root view).
/// - `scenario.play`: the steps, in the verbs and expectations of `play --script`
///   (see ``ScenarioScript``).
/// - `quiz.json`, optionally: choice, recall and predict questions (see ``QuizFile``); a
///   predict question names a SwiftUI file of the folder (any, `Broken.swift` too), run
///   as the versions are, in a child, to work out its key (see ``PackPredictRun``).
/// - `exercise/`, optionally: `TASK.md`, `HINTS.md`, the learner's file, `Checks.swift`,
///   `.starter/` and `.solution/`, as an exercise of the course has them.
///
/// Both versions run as `play` runs a file: compiled against the cached runtime and run
/// as a child program in the sandbox.
package struct PackLesson: Sendable {
  /// The kebab-case id learners type.
  package var id: String
  package var title: String
  /// One line for `list`.
  package var summary: String
  /// The story sections, in file order.
  package var story: [StorySection]
  /// The ownership answers, when `lesson.md` gives them.
  package var ownership: Ownership?
  /// What the verdict says when a version behaves as the lesson claims, by version.
  package var verdicts: [Variant: String]
  /// The steps run against both versions.
  package var scenario: ScenarioScript
  /// The questions of its `quiz.json`, filed under its id; none without one.
  package var quiz: [QuizQuestion] = []
  /// Its `exercise/` folder, laid out as a course lesson's `exercise/` is, if it has one.
  package var exercise: Exercise?
  /// The lesson's folder.
  package var folder: URL
  /// The pack folder it was loaded from.
  package var pack: URL

  /// The SwiftUI file of `variant`.
  package func file(for variant: Variant) -> URL {
    folder.appendingPathComponent(Self.fileName(for: variant))
  }

  /// `Broken.swift` or `Fixed.swift`.
  package static func fileName(for variant: Variant) -> String {
    variant == .broken ? "Broken.swift" : "Fixed.swift"
  }

  /// The files a lesson folder must hold.
  package static let requiredFiles = ["lesson.md", "Broken.swift", "Fixed.swift", "scenario.play"]
}
