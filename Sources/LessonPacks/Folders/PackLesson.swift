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
/// - Its Swift, in one of two shapes:
///   - `Broken.swift` and `Fixed.swift`: one SwiftUI file per version, each mountable by
///     `play` (a `#Preview`, or one root view);
///   - or any number of Swift files compiled together into one program that serves both
///     versions, one of which declares `let lessonScenario = Scenario(makeApp:facts:verdict:)`
///     (`import LessonsPlayDriver`): the app each version mounts, its outside events (which
///     a step performs with `event NAME`), the facts `expect-fact` reads and the verdict.
///     A file whose name ends in `Broken.swift` or `Fixed.swift` is that version's code (as
///     listings show it); the others are shared.
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
  /// How its Swift is laid out.
  package var code: Code = .versions
  /// The lesson's folder.
  package var folder: URL
  /// The pack folder it was loaded from.
  package var pack: URL
  /// Its place in the course, for a lesson of the course's own folder; `nil` for a pack's.
  package var number: Int?

  /// The shapes of a lesson's Swift.
  package enum Code: Sendable, Equatable {
    /// `Broken.swift` and `Fixed.swift`, each played as `play` plays a file.
    case versions
    /// These Swift files of the folder (names, in order), compiled together with the
    /// scenario that `declaredIn` declares.
    case scenario(files: [String], declaredIn: String)
  }

  /// Whether the lesson's Swift declares its scenario (outside events, facts, verdict).
  package var declaresScenario: Bool {
    if case .scenario = code { true } else { false }
  }

  /// The file that shows `variant`: `Broken.swift`, or a scenario lesson's file whose name
  /// ends in `Broken.swift` (its first Swift file when none does).
  package func file(for variant: Variant) -> URL {
    folder.appendingPathComponent(fileName(for: variant))
  }

  /// The name of ``file(for:)``.
  package func fileName(for variant: Variant) -> String {
    switch code {
    case .versions:
      return Self.fileName(for: variant)
    case .scenario(let files, let declaring):
      return files.first { $0.hasSuffix(Self.fileName(for: variant)) } ?? declaring
    }
  }

  /// The Swift files `variant` is made of, as listings show them: the files both versions
  /// share, then its own (a scenario lesson's files that end in neither version's name,
  /// but the one that declares the scenario, which is the lesson's machinery, not its app).
  package func sourceFiles(for variant: Variant) -> [URL] {
    switch code {
    case .versions:
      return [file(for: variant)]
    case .scenario(let files, let declaring):
      let own = files.filter { $0.hasSuffix(Self.fileName(for: variant)) }
      let shared = files.filter {
        !$0.hasSuffix(Self.fileName(for: .broken)) && !$0.hasSuffix(Self.fileName(for: .fixed))
          && $0 != declaring
      }
      return (shared + own).map { folder.appendingPathComponent($0) }
    }
  }

  /// The files of `variant` as listings and exports show them, named within the pack
  /// (`draft-title/DraftTitle+Broken.swift`); a file that cannot be read says so.
  package func listing(for variant: Variant) -> [SourceFile] {
    sourceFiles(for: variant).map { file in
      SourceFile(
        path: folder.lastPathComponent + "/" + file.lastPathComponent,
        text: (try? String(contentsOf: file, encoding: .utf8)) ?? "(the file cannot be read)")
    }
  }

  /// Every Swift file the lesson's programs compile.
  package var swiftFiles: [URL] {
    switch code {
    case .versions: Variant.allCases.map { file(for: $0) }
    case .scenario(let files, _): files.map { folder.appendingPathComponent($0) }
    }
  }

  /// `Broken.swift` or `Fixed.swift`.
  package static func fileName(for variant: Variant) -> String {
    variant == .broken ? "Broken.swift" : "Fixed.swift"
  }

  /// The files every lesson folder holds.
  package static let requiredFiles = ["lesson.md", "scenario.play"]

  /// The files of a lesson whose versions are one file each.
  package static let versionFiles = ["Broken.swift", "Fixed.swift"]
}
