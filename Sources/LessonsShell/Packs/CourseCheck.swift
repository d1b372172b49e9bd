import ExerciseKit
import Foundation
import LessonCatalog
import LessonKit
import StateRuntime

/// `pack check` on the shipped course's own folder (`lessons pack check Lessons`): the
/// proof a pack gets, over the lessons as this tool was built with them.
///
/// The course's Swift is compiled into the tool, so the check first holds each folder's
/// text (`lesson.md`, `scenario.play`, `quiz.json`) to what was built from it: a folder
/// edited since says to rebuild, rather than prove an older course. Then, as for a pack:
/// in each Xcode era the broken version reproduces its claim and the fixed version holds,
/// alike on every one of `runs` runs; each exercise's starter fails its checks and its
/// solution passes; and each predict question's key comes out the same on every run.
@MainActor
struct CourseCheck {
  /// The course's `Lessons` folder.
  let directory: URL
  /// The one lesson folder to check (`pack check Lessons/25-new-lesson`), or `nil` for all.
  let only: String?
  let runs: Int
  let context: CommandContext
  /// The project's workbench, which checks the lessons' exercises (opening one reads the catalogue).
  let workbench: ExerciseWorkbench

  /// The check `directory` asks for when it is the `Lessons` folder of the project this
  /// tool works in, or one lesson folder in it; `nil` for any other folder (a pack).
  init?(_ directory: URL, runs: Int, context: CommandContext) {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return nil }
    let lessons = workbench.catalogue.root.appendingPathComponent("Lessons", isDirectory: true)
    func canonical(_ url: URL) -> String { url.resolvingSymlinksInPath().standardizedFileURL.path }
    if canonical(lessons) == canonical(directory) {
      only = nil
    } else if canonical(lessons) == canonical(directory.deletingLastPathComponent()) {
      only = directory.lastPathComponent
    } else {
      return nil
    }
    self.directory = lessons
    self.runs = runs
    self.context = context
    self.workbench = workbench
  }

  /// Checks the course and prints what it found; whether everything passed.
  func run() async -> Bool {
    let console = context.console
    let lessons = LessonCatalog.all.filter { only == nil || $0.folder == only }
    // The lessons loaded at run time are proved as a pack's are, with the course's exercises.
    var loaded = LessonPack.course(
      environment: context.environment, compiled: Set(LessonCatalog.all.map(\.folder)))
    loaded?.lessons.removeAll { only != nil && $0.folder.lastPathComponent != only }
    loaded?.problems.removeAll { only != nil && !$0.path.contains("/\(only ?? "")") }
    let loadedCount = loaded?.lessons.count ?? 0
    // A folder whose text did not read was left out of the build: name it, and fail.
    let unread = LessonCatalog.problems.filter { only == nil || $0.path.hasPrefix("Lessons/\(only ?? "")/") }
    for problem in unread {
      console.line(console.styler("  ✗ ", .red) + problem.description)
    }
    for problem in loaded?.problems ?? [] {
      console.line(console.styler("  ✗ ", .red) + problem.description)
    }
    if !unread.isEmpty && lessons.isEmpty && loadedCount == 0 {
      console.line(
        console.styler("The course did not pass: fix what is listed above and run `pack check` again.", .red))
      return false
    }
    if let only, lessons.isEmpty, loadedCount == 0 {
      console.line(
        console.styler("  ✗ ", .red)
          + "Lessons/\(only) is not a lesson this tool was built with: build it again (`scripts/lessons` "
          + "does), and check that the folder has a lesson.md whose id is the folder's.")
      return false
    }
    console.line(
      console.styler(
        "Checking the course \(directory.path): \(lessons.count + loadedCount) lesson"
          + "\(lessons.count + loadedCount == 1 ? "" : "s"), each version run \(runs) time\(runs == 1 ? "" : "s") "
          + "per Xcode era.", .bold))
    var passed = unread.isEmpty && (loaded?.problems.isEmpty ?? true)
    if let loaded {
      passed = await PackCheck(pack: loaded, runs: runs, context: context).checkLessons() && passed
    }
    for lesson in lessons {
      if Task.isCancelled { return false }
      console.line(console.styler(lesson.id, .cyan))
      var findings = changedText(of: lesson)
      for variant in Variant.allCases {
        for xcode in XcodeRelease.allCases {
          if Task.isCancelled { return false }
          findings += await check(lesson, variant: variant, xcode: xcode)
        }
      }
      findings += predictFindings(for: lesson)
      let exercise = try? workbench.exercise(lesson.id)
      if let exercise {
        findings += await PackCheck.check(exercise, folder: lesson.folder, on: workbench, in: context)
      }
      let predicts = PackCheck.predictCounts(of: lesson.quiz)
      passed =
        PackCheck.print(
          findings, hasExercise: exercise != nil, predictQuestions: predicts.questions,
          expected: predicts.expected, on: console) && passed
    }
    console.line(
      passed
        ? console.styler("The course passed: it is ready to teach.", .green)
        : console.styler(
          "The course did not pass: fix what is listed above and run `pack check` again.", .red))
    return passed
  }

  /// The folder's text files that differ from the ones this tool was built with.
  private func changedText(of lesson: Lesson) -> [String] {
    ["lesson.md", "scenario.play", "quiz.json"].compactMap { name in
      let url = directory.appendingPathComponent(lesson.folder).appendingPathComponent(name)
      let onDisk = try? String(contentsOf: url, encoding: .utf8)
      guard onDisk != LessonCatalog.builtText(of: name, in: lesson.folder) else { return nil }
      return "Lessons/\(lesson.folder)/\(name) "
        + (onDisk == nil ? "is gone" : "changed")
        + " since this tool was built: build it again (`scripts/lessons` does) and check again."
    }
  }

  /// What is wrong with one version in one era: a claim that fails, runs that differ.
  private func check(_ lesson: Lesson, variant: Variant, xcode: XcodeRelease) async -> [String] {
    let place = "\(lesson.folder) \(variant) (\(xcode))"
    var transcripts: [String] = []
    var first: RunReport?
    for _ in 0..<runs {
      let report = await ScenarioRun(lesson: lesson, variant: variant, xcode: xcode).runToEnd()
      first = first ?? report
      transcripts.append(PackCheck.transcript(of: report))
    }
    guard let report = first else { return [] }
    var findings: [String] = []
    if !report.claimHeld {
      for step in report.steps {
        if let error = step.error { findings.append("\(place): step \(step.number) could not run: \(error)") }
        for outcome in step.results where outcome.holds == (variant == .broken && outcome.revealsBug) {
          findings.append(
            "\(place): step \(step.number), \"\(outcome.description)\" "
              + (outcome.holds ? "holds: the bug does not show there." : "fails: \(outcome.observed)"))
        }
      }
      if findings.isEmpty { findings.append("\(place): \(report.verdict)") }
    }
    if Set(transcripts).count > 1 {
      findings.append("\(place): the runs printed different transcripts: the version is not deterministic.")
    }
    return findings
  }

  /// Predict questions whose key cannot be worked out, differs from run to run, or is not
  /// the answer the question's `expect` in `quiz.json` gives.
  private func predictFindings(for lesson: Lesson) -> [String] {
    lesson.quiz.flatMap { question -> [String] in
      guard case .predict(let predict) = question.kind else { return [] }
      let name = question.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? question.id
      let place = "Lessons/\(lesson.folder)/quiz.json, question \"\(name)\""
      let byEra = XcodeRelease.allCases.map { xcode -> [String] in
        do {
          let runs = try (0..<max(runs, 2)).map { _ in try predict.run(xcode) }
          let keys = runs.map { $0.key(for: predict.ask) }
          if let mismatch = predict.expectation?.mismatch(with: runs[0], ask: predict.ask, in: xcode) {
            return ["\(place) (\(xcode)): \"expect\": \(mismatch)."]
          }
          return Set(keys).count == 1
            ? [] : ["\(place) (\(xcode)): its key differs from run to run: \(keys.joined(separator: " / "))"]
        } catch {
          return ["\(place) (\(xcode)): its key cannot be worked out: \(error)"]
        }
      }
      return PackCheck.merged(byEra)
    }
  }
}
