import ExerciseKit
import Foundation

/// The files `pack new ID` writes: a lesson folder whose code already runs and whose
/// scenario already proves it, with the text left for its author.
///
/// The example is a small bug of its own (a meter that copies its level into `@State`),
/// so `pack check` passes the code at once and fails only on the `TODO` lines of
/// `lesson.md` and `quiz.json`, each named: replace the example with your bug, its fix,
/// its steps and its question as you go. The quiz's one question is a predict question
/// on `Broken.swift` (what the meter shows after Louder), which shows the format and
/// costs the check one compile and a few runs per era.
package enum PackScaffold {
  /// The folder name and the files, for the lesson `id` placed after the pack's `existing` folders.
  package static func folder(for id: String, existing: [String]) -> (
    name: String, files: [(name: String, text: String)]
  ) {
    let next = (existing.compactMap { LessonFolderName.number(of: $0)?.first }.max() ?? 0) + 1
    let name = (next < 10 ? "0" : "") + "\(next)-\(id)"
    return (name, files(for: id))
  }

  package static func files(for id: String) -> [(name: String, text: String)] {
    [
      ("lesson.md", lessonText(id: id)), ("Broken.swift", brokenSource), ("Fixed.swift", fixedSource),
      ("scenario.play", scenarioText), ("quiz.json", quizText),
    ]
  }

  private static func lessonText(id: String) -> String {
    """
    ---
    id: \(id)
    title: TODO: the bug in a few words
    summary: TODO: one line for `lessons list`: what goes wrong, and where.
    ---

    ## What you see
    TODO: the symptom, as a user of the app would report it. (The example: pressing
    Louder raises the level, and the meter stays at 3.)

    ## Why
    TODO: the mechanism, in SwiftUI's terms. (The example: the meter's @State took the
    level once, when its identity was new; later levels arrive as inputs, and @State
    keeps the value it has.)

    ## The rule
    TODO: the rule that prevents it.

    ## The fix
    TODO: what Fixed.swift changes, and why that is enough.

    ## Ownership
    - value: TODO: the value at the heart of the bug
    - truth: TODO: where the truth lives in the fixed code
    - lifetime: TODO: how long it lives
    - writers: TODO: who may change it
    - persistence: TODO: whether it must persist

    ## Verdict: broken
    TODO: what the run showed, when the broken version behaves as claimed.

    ## Verdict: fixed
    TODO: why the fixed version holds.

    """
  }

  private static let brokenSource = """
    // The broken version: the bug your lesson is about. `lessons play` mounts the
    // #Preview; the scenario's steps drive it through the labels it shows.
    import SwiftUI

    struct LevelMeter: View {
      @State var level: Int

      var body: some View {
        Text("Meter \\(level)")
      }
    }

    struct VolumeScreen: View {
      @State private var level = 3

      var body: some View {
        VStack {
          Text("Level \\(level)")
          LevelMeter(level: level)
          Button("Louder") { level += 1 }
        }
      }
    }

    #Preview {
      VolumeScreen()
    }

    """

  private static var fixedSource: String {
    brokenSource.replacingOccurrences(
      of: "// The broken version: the bug your lesson is about.",
      with: "// The fixed version: the same app, with the bug fixed."
    )
    .replacingOccurrences(of: "  @State var level: Int\n", with: "  let level: Int\n")
  }

  /// One predict question on the broken version, one key a line so the TODO findings name their lines,
  /// with the answer its author expects (`expect`), which `pack check` holds the run to.
  private static let quizText = """
    {
      "questions": [
        {
          "name": "predict-meter",
          "prompt": "TODO: what the learner reads before the snippet. (The example: LevelMeter copies the level it is given into its own @State.)",
          "predict": {
            "file": "Broken.swift",
            "setup": [],
            "event": "tap Louder",
            "eventText": "You press Louder.",
            "ask": {"control": "Meter"},
            "explanation": "TODO: why the runtime does what it does, shown after grading. (The example: the meter's @State took the level once, when its identity was new; the new level arrives as an input, and @State keeps the value it has.)"
          },
          "expect": "Meter 3"
        }
      ]
    }

    """

  private static let scenarioText = """
    # The steps run against both versions. `step TITLE` mounts the app, then each
    # `step TITLE ACTION` performs one action (tap, type, toggle, inc, dec, select,
    # submit, focus, dismiss, back, remount). The `expect…` lines after a step say what a
    # correct app shows; `bug:` marks the ones the broken version fails (`bug(26):` or
    # `bug(27):` for one Xcode era only). `as "…"` words a check as the transcript says it;
    # without it, the transcript reads the expectation itself (`Meter shows "Meter 3"`).
    step "Open the volume screen"
    expect Level "Level 3" as "the level starts at 3"
    expect Meter "Meter 3" as "the meter shows the level"

    step "Press Louder" tap Louder
    expect Level "Level 4" as "Louder raises the level"
    bug: expect Meter "Meter 4" as "the meter follows the level"

    """
}
