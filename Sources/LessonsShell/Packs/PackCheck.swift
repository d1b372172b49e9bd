import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime

/// `pack check DIR`: proves a pack before anyone teaches it.
///
/// Every lesson must load; in each Xcode era its broken version must reproduce the
/// claim (every `bug:` expectation fails, everything else holds) and its fixed version
/// hold; and each version must print the same transcript on every one of `runs` runs.
/// Each finding names the file (and line) to look at.
@MainActor
struct PackCheck {
  let pack: LessonPack
  /// How many times each version runs in each era, to show it is deterministic.
  let runs: Int
  let context: CommandContext

  /// Checks the pack and prints what it found; whether everything passed.
  func run() async -> Bool {
    let console = context.console
    let count = pack.lessons.count
    console.line(
      console.styler(
        "Checking the pack \(pack.directory.path): \(count) lesson\(count == 1 ? "" : "s"), "
          + "each version run \(runs) time\(runs == 1 ? "" : "s") per Xcode era.", .bold))
    var passed = pack.problems.isEmpty
    for problem in pack.problems {
      console.line(console.styler("  ✗ ", .red) + problem.description)
    }
    if count == 0 && pack.problems.isEmpty {
      console.line(
        console.styler("  ✗ ", .red)
          + "\(pack.directory.path) holds no lesson folder (a folder with a lesson.md); "
          + "`lessons pack new ID \(PackCommand.Flags.declared.$in.spelling) \(pack.directory.path)` starts one."
      )
      passed = false
    }
    passed = await checkLessons() && passed
    console.line(
      passed
        ? console.styler("The pack passed: it is ready to teach.", .green)
        : console.styler("The pack did not pass: fix what is listed above and run `pack check` again.", .red))
    return passed
  }

  /// Checks every lesson of the pack and prints what it found for each; whether all passed.
  ///
  /// Lessons are checked side by side, one per core (as `check --all` checks exercises): a
  /// lesson's check spends most of its time waiting on its children (compiles, sandboxed runs),
  /// one after another. Each lesson's lines are kept and printed together, in the pack's order.
  func checkLessons() async -> Bool {
    let lessons = pack.lessons
    let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, lessons.count))
    var passed = true
    await withTaskGroup(of: (index: Int, passed: Bool).self) { group in
      var outputs: [Int: DeferredOutput] = [:]
      var finished: [Int: Bool] = [:]
      var started = 0
      var running = 0
      var printed = 0
      while true {
        while started < lessons.count && running < width && !Task.isCancelled {
          let output = DeferredOutput()
          outputs[started] = output
          let job = job(for: lessons[started], writingTo: output)
          let index = started
          group.addTask { (index, await job.run()) }
          started += 1
          running += 1
        }
        guard let done = await group.next() else { break }
        running -= 1
        finished[done.index] = done.passed
        while let lessonPassed = finished[printed] {
          outputs.removeValue(forKey: printed)?.flush(into: context.console.sink)
          passed = lessonPassed && passed
          printed += 1
        }
      }
      if printed < lessons.count { passed = false }
    }
    return passed
  }

  /// The check of `lesson` with its lines kept in `output`.
  private func job(for lesson: PackLesson, writingTo output: DeferredOutput) -> LessonCheckJob {
    var lessonContext = context
    lessonContext.console = context.console.deferred(into: output)
    return LessonCheckJob(PackCheck(pack: pack, runs: runs, context: lessonContext), lesson)
  }

  /// Checks one lesson and prints what it found; whether it passed.
  fileprivate func check(_ lesson: PackLesson) async -> Bool {
    let console = context.console
    console.line(console.styler(lesson.id, .cyan))
    var findings = Self.unfinishedText(in: lesson)
    // The comparison of builds ends every run's golden transcript; it is the same whichever
    // version ran, so it runs once per era.
    var comparisons: [XcodeRelease: LessonKit.ComparisonResult] = [:]
    for xcode in XcodeRelease.allCases where lesson.scenario.comparison != nil {
      if Task.isCancelled { return false }
      guard let result = await PackComparisonRun.run(lesson, xcode: xcode, in: context) else {
        findings.append("the comparison (\(xcode)) could not be run (see the message above).")
        continue
      }
      findings += result.errors.map { "the comparison (\(xcode)): could not perform a step in \($0)." }
      comparisons[xcode] = result
    }
    for variant in Variant.allCases {
      for xcode in XcodeRelease.allCases {
        if Task.isCancelled { return false }
        findings += await check(lesson, variant: variant, xcode: xcode, comparison: comparisons[xcode])
      }
    }
    findings += await predictFindings(for: lesson)
    findings += await Self.proofFindings(in: lesson.folder, quiz: lesson.quiz, context: context)
    // The course's exercise as the workbench places it (its learner's file in the workspace);
    // a pack's as its lesson reads it.
    let courseExercise =
      pack.isCourse ? try? ExerciseCommandSupport.workbench(in: context)?.exercise(lesson.id) : nil
    let exercise = courseExercise ?? lesson.exercise
    if let exercise {
      if Task.isCancelled { return false }
      findings += await Self.check(exercise, folder: lesson.folder.lastPathComponent, in: context)
    }
    let predicts = Self.predictCounts(of: lesson.quiz)
    return Self.print(
      findings, hasExercise: exercise != nil, predictQuestions: predicts.questions,
      expected: predicts.expected, on: console)
  }

  /// Prints one lesson's findings, or that it passed; whether it did.
  ///
  /// - Parameters:
  ///   - predictQuestions: how many predict questions of its `quiz.json` ran.
  ///   - expected: how many of them give the answer their author expects (`"expect"`).
  static func print(
    _ findings: [String], hasExercise: Bool, predictQuestions: Int = 0, expected: Int = 0, on console: Console
  ) -> Bool {
    guard findings.isEmpty else {
      for finding in findings { console.line(console.styler("  ✗ ", .red) + finding) }
      return false
    }
    console.line(
      console.styler("  ✓ ", .green)
        + "the broken version reproduces the bug and the fixed version holds, in every era, alike on every run"
        + (hasExercise ? "; the starter fails its checks and the solution passes them" : "")
        + predictSummary(predictQuestions, expected: expected))
    return true
  }

  /// How many of `quiz`'s questions are predict questions, and how many of those give `"expect"`.
  static func predictCounts(of quiz: [QuizQuestion]) -> (questions: Int, expected: Int) {
    var counts = (questions: 0, expected: 0)
    for question in quiz {
      let expectation: PredictExpectation?
      switch question.kind {
      case .predict(let predict): expectation = predict.expectation
      case .packPredict(let predict): expectation = predict.expectation
      case .choice, .recall: continue
      }
      counts.questions += 1
      if expectation != nil { counts.expected += 1 }
    }
    return counts
  }

  /// What a lesson's passing line says of its predict questions: a key alike on every run,
  /// and the answer its author expects where `quiz.json` gives one.
  private static func predictSummary(_ count: Int, expected: Int) -> String {
    switch (count, expected) {
    case (0, _): ""
    case (1, 0): "; its predict question gets the same key on every run"
    case (1, _): "; its predict question gets the same key on every run, the answer its quiz.json expects"
    case (_, 0): "; its \(count) predict questions get the same key on every run"
    case (_, count):
      "; its \(count) predict questions get the same key on every run, the answers quiz.json expects"
    default:
      "; its \(count) predict questions get the same key on every run (\(expected) of them the answer quiz.json "
        + "expects)"
    }
  }

  /// What is wrong with the predict questions of the lesson's `quiz.json`, in each era: a
  /// snippet that does not compile, a run that does not complete (a setup or event line
  /// that cannot be performed, a crash, a hang), a run that does not grade the question's
  /// `expect` right, or a key that differs between `runs` runs, each in a fresh child. Each
  /// finding names `quiz.json`, the question and the file.
  private func predictFindings(for lesson: PackLesson) async -> [String] {
    var findings: [String] = []
    for question in lesson.quiz {
      guard case .packPredict(let predict) = question.kind else { continue }
      let name = question.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? question.id
      let place = "\(lesson.folder.lastPathComponent)/quiz.json, question \"\(name)\""
      var byEra: [[String]] = []
      for xcode in XcodeRelease.allCases {
        if Task.isCancelled { return findings }
        byEra.append(await predictFindings(for: predict, of: lesson, xcode: xcode).map { "\(place): \($0)" })
      }
      findings += Self.merged(byEra)
    }
    return findings
  }

  /// What is wrong with one predict question in one era.
  private func predictFindings(for predict: PackPredict, of lesson: PackLesson, xcode: XcodeRelease) async
    -> [String]
  {
    let program: PlayProgram
    switch await PackPredictRun.compile(predict, of: lesson, xcode: xcode, in: context) {
    case .success(let compiled): program = compiled
    case .failure(let problem): return [problem.message]
    }
    var keys: [String] = []
    var expected: String?
    for _ in 0..<runs {
      switch await PackPredictRun.run(program, predict, of: lesson, xcode: xcode, in: context) {
      case .success(let run):
        keys.append(run.key(for: predict.ask))
        expected = expected ?? predict.expectation?.mismatch(with: run, ask: predict.ask, in: xcode)
      case .failure(let problem): return [problem.message]
      }
    }
    if let expected {
      return ["\(PackPredictRun.displayPath(of: predict, in: lesson)) (\(xcode)): \"expect\": \(expected)."]
    }
    guard Set(keys).count > 1 else { return [] }
    return [
      "\(PackPredictRun.displayPath(of: predict, in: lesson)) (\(xcode)): its key differs from run to run ("
        + keys.map { "\"\($0)\"" }.joined(separator: " / ")
        + "): the snippet is not deterministic (look for Date(), UUID(), random numbers, or work that races "
        + "the main actor)."
    ]
  }

  /// Each era's findings, those that are the same in every era but for its name said once, for every era.
  static func merged(_ byEra: [[String]]) -> [String] {
    let eras = XcodeRelease.allCases.map { "(\($0))" }
    guard byEra.count == eras.count, !byEra[0].isEmpty else { return byEra.flatMap { $0 } }
    let alike = zip(byEra, eras).map { findings, era in
      findings.map { $0.replacingOccurrences(of: era, with: "(every Xcode era)") }
    }
    return Set(alike).count == 1 ? alike[0] : byEra.flatMap { $0 }
  }

  /// A run's transcript as text, verdict first: what two runs of a deterministic version share.
  static func transcript(of report: RunReport) -> String {
    TranscriptRenderer.verdict(for: report).map(\.text).joined()
      + report.steps.flatMap { TranscriptRenderer.lines(for: $0, variant: report.variant) }.map(\.text)
      .joined(
        separator: "\n")
  }

  /// What is wrong with one version in one era: compile errors, a claim that fails, runs that differ.
  ///
  /// - Parameter comparison: the lesson's comparison in this era, which its golden transcript ends with.
  private func check(
    _ lesson: PackLesson, variant: Variant, xcode: XcodeRelease, comparison: LessonKit.ComparisonResult?
  ) async -> [String] {
    let file = PackRun.displayPath(of: lesson, variant: variant)
    let era = "(\(xcode))"
    let program: PlayProgram
    switch await PackRun.compile(lesson, variant: variant, xcode: xcode, in: context) {
    case .failure(.unusable), .failure(.noProject):
      return ["\(file) \(era): could not be compiled (see the message above)."]
    case .failure(.compileError(let transcript)):
      let first = transcript.diagnostics?.first { $0.severity == "error" }
      // A lesson program's error may be in a shared file, not the version's: name the file at fault.
      let place =
        if lesson.declaresScenario, let first, first.origin == .learnerFile, !first.file.isEmpty {
          first.file
        } else {
          file
        }
      return [
        "\(place)\(first.map { ":\($0.line)" } ?? "") \(era): does not compile"
          + (first.map { ": \($0.message)" } ?? ".")
          + " (`lessons play \(lesson.file(for: variant).path)` shows it all)"
      ]
    case .success(let compiled):
      program = compiled
    }
    var transcripts: [String] = []
    var first: RunReport?
    for _ in 0..<runs {
      guard
        let report = await PackRun.play(program, lesson: lesson, variant: variant, xcode: xcode, in: context)
      else { return ["\(file) \(era): could not be run (see the message above)."] }
      first = first ?? report
      transcripts.append(Self.transcript(of: report))
    }
    guard let report = first else { return [] }
    var findings = Self.claimFindings(report, lesson: lesson, file: file, era: era)
    findings += Self.goldenFindings(
      report.with(comparison: comparison), lesson: lesson, era: era,
      update: context.environment["LESSONS_UPDATE_GOLDEN"] == "1")
    if Set(transcripts).count > 1 {
      let differing = transcripts.firstIndex { $0 != transcripts[0] } ?? 1
      findings.append(
        "\(file) \(era): run \(differing + 1) of \(runs) printed another transcript than run 1: the version is "
          + "not deterministic (look for Date(), UUID(), random numbers, or work that races the main actor).")
    }
    return findings
  }

  /// Where a run's transcript differs from the golden one its folder keeps (`.golden/broken.txt`,
  /// and `broken.xcode26.txt` for an era whose transcript differs), if it keeps one.
  ///
  /// An older era's run is held to its own golden file when the folder keeps one (its log
  /// differs: an eager `@State` initial value, say), else to the current era's. The id in
  /// the heading is left out of the comparison, so a lesson copied under a new id keeps its
  /// goldens.
  ///
  /// With `update` (`LESSONS_UPDATE_GOLDEN=1`), the run's transcript is written instead: the
  /// current era's to the plain file, an older era's to its own file only where it differs.
  static func goldenFindings(_ report: RunReport, lesson: PackLesson, era: String, update: Bool = false)
    -> [String]
  {
    let folder = lesson.folder.appendingPathComponent(".golden", isDirectory: true)
    let plain = folder.appendingPathComponent("\(report.variant.rawValue).txt")
    let ofEra = folder.appendingPathComponent("\(report.variant.rawValue).xcode\(report.xcode.rawValue).txt")
    let text =
      TranscriptRenderer.text(
        for: report, heading: PackRun.heading(for: lesson, variant: report.variant, xcode: report.xcode))
      + "\n"
    if update {
      let manager = FileManager.default
      try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
      if report.xcode == .current {
        try? Data(text.utf8).write(to: plain)
      } else if (try? String(contentsOf: plain, encoding: .utf8)) != text {
        try? Data(text.utf8).write(to: ofEra)
      } else {
        try? manager.removeItem(at: ofEra)
      }
      return []
    }
    let file =
      report.xcode != .current && FileManager.default.fileExists(atPath: ofEra.path) ? ofEra : plain
    guard let golden = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    // The heading's id is the folder's: a lesson copied under a new id keeps its goldens.
    func withoutID(_ text: String) -> [Substring] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if let first = lines.first, let dash = first.range(of: " — ") { lines[0] = first[dash.lowerBound...] }
      return lines
    }
    let ours = withoutID(text)
    let theirs = withoutID(golden)
    guard ours != theirs else { return [] }
    let line =
      zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(ours.count, theirs.count)
    let shown = line < ours.count ? "`\(ours[line])`" : "nothing"
    let kept = line < theirs.count ? "`\(theirs[line])`" : "nothing"
    return [
      "\(lesson.folder.lastPathComponent)/.golden/\(file.lastPathComponent):\(line + 1) \(era): the run printed "
        + "\(shown) where the golden transcript has \(kept) (after an intended change, write the run's transcript "
        + "there and read the difference before committing it)."
    ]
  }

  /// What is wrong with the exercise of the lesson folder `lessonFolder`: a starter that
  /// passes, fails every check or does not run, a solution that fails.
  static func check(_ exercise: Exercise, folder lessonFolder: String, in context: CommandContext) async
    -> [String]
  {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else {
      return ["\(lessonFolder): its exercise cannot be checked without the project (see the message above)."]
    }
    return await check(exercise, folder: lessonFolder, on: workbench, in: context)
  }

  /// ``check(_:folder:in:)`` on a workbench the caller has already opened (the course check
  /// opens one for all its lessons).
  static func check(
    _ exercise: Exercise, folder lessonFolder: String, on workbench: ExerciseWorkbench,
    in context: CommandContext
  ) async -> [String] {
    let folder = lessonFolder + "/exercise/"
    let starter = folder + ".starter/" + exercise.learnerFileName
    let solution = folder + ".solution/" + exercise.learnerFileName
    let outcome = await ExerciseCommandSupport.run(in: context) { _ in
    } _: { _, _, cancellation throws(ExerciseError) in
      (
        try workbench.check(exercise, withLearnerSource: exercise.starterFile, cancellation: cancellation),
        try workbench.check(exercise, withLearnerSource: exercise.solutionFile, cancellation: cancellation)
      )
    }
    let started: ExerciseResult
    let solved: ExerciseResult
    switch outcome {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return ["\(folder): could not be checked (see the message above)."]
    case .success(let results):
      (started, solved) = results
    }
    var findings: [String] = []
    switch started.status {
    case .failed where !started.checks.contains(where: \.passed):
      // The course's rule for every exercise: the learner starts from code that half works.
      findings.append(
        "\(starter) fails every check of \(folder)Checks.swift: a starter should get some things right, so "
          + "that the learner's change is the lesson's fix (add a check it passes, or start it nearer the fix)."
      )
    case .failed: break
    case .passed:
      findings.append(
        "\(starter) passes every check of \(folder)Checks.swift: a learner would have nothing to fix.")
    default:
      findings.append("\(starter) must compile and fail a check; it \(Self.describe(started)).")
    }
    if solved.status != .passed {
      findings.append("\(solution) must pass every check; it \(Self.describe(solved)).")
    }
    return findings
  }

  /// A check result in a few words: which checks failed, or how it stopped.
  private static func describe(_ result: ExerciseResult) -> String {
    switch result.status {
    case .passed: return "passes"
    case .failed:
      let failed = result.checks.filter { !$0.passed }.map { "\"\($0.name)\"" }
      return "fails " + failed.joined(separator: ", ")
    case .compileError:
      guard let first = result.diagnostics.first(where: { $0.severity == "error" }) else {
        return "does not compile"
      }
      let file = URL(fileURLWithPath: first.file).lastPathComponent
      // The checks see only the learner's types their header names.
      let advice =
        file == "Checks.swift" && first.message.hasPrefix("cannot find")
        ? "; the checks import only the types their `// Uses from your file: A, B.` line names" : ""
      return "does not compile (\(file):\(first.line): \(first.message)\(advice))"
    case .timeout: return "does not finish in time"
    case .crashed: return "crashes" + (result.crashMessage.map { ": \($0)" } ?? "")
    case .tampered: return "was judged tampered with (" + result.tamperedFiles.joined(separator: ", ") + ")"
    }
  }

  /// Why a run does not show what the lesson claims, each at its line of `scenario.play`.
  static func claimFindings(_ report: RunReport, lesson: PackLesson, file: String, era: String) -> [String] {
    guard !report.claimHeld else { return [] }
    let scenario = lesson.folder.lastPathComponent + "/scenario.play"
    var findings: [String] = []
    for (step, result) in zip(lesson.scenario.steps, report.steps) {
      if let error = result.error {
        findings.append(
          "\(scenario):\(step.line) \(era): \(file) could not do step \(result.number): \(error)")
      }
      for (expectation, outcome) in zip(step.expectations, result.results) {
        switch (report.variant, outcome.revealsBug, outcome.holds) {
        case (.broken, true, true):
          findings.append(
            "\(scenario):\(expectation.line) \(era): `\(expectation.text)` holds in \(file): the bug does not show "
              + "there.")
        case (_, false, false), (.fixed, _, false):
          findings.append(
            "\(scenario):\(expectation.line) \(era): `\(expectation.text)` fails in \(file): \(outcome.observed)"
          )
        default:
          break
        }
      }
    }
    let marked = lesson.scenario.steps.flatMap(\.expectations).contains { $0.bugEras.contains(report.xcode) }
    if report.variant == .broken, !marked {
      findings.append(
        "\(scenario) \(era): no expectation is marked `bug:` for this era, so nothing shows the bug in \(file)."
      )
    }
    if findings.isEmpty {
      findings.append("\(file) \(era): \(report.verdict)")
    }
    return findings
  }

  /// The scaffold's `TODO` lines still in `lesson.md` and `quiz.json`.
  static func unfinishedText(in lesson: PackLesson) -> [String] {
    ["lesson.md", "quiz.json"].flatMap { name in
      let file = lesson.folder.appendingPathComponent(name)
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
        index, line in
        line.contains("TODO")
          ? "\(lesson.folder.lastPathComponent)/\(name):\(index + 1): still says TODO: write it in your own words."
          : nil
      }
    }
  }
}

/// One lesson's check, handed to a child task of ``PackCheck/checkLessons()``: a main-actor
/// object can be, where the check and its lesson themselves cannot.
@MainActor
private final class LessonCheckJob {
  let checker: PackCheck
  let lesson: PackLesson

  init(_ checker: PackCheck, _ lesson: PackLesson) {
    self.checker = checker
    self.lesson = lesson
  }

  func run() async -> Bool { await checker.check(lesson) }
}
