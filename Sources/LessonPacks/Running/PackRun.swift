import ExerciseKit
import Foundation
import LessonKit
import StateRuntime

/// One version of a lesson run as `play --script` runs a file: compiled against the cached
/// runtime, in one child program in the sandbox, every step's action served in order and its
/// expectations checked on the screen it left.
///
/// Here, what that means: how a version is compiled (``options(for:variant:xcode:)``), what
/// the child is served (``commands(of:)``) and how its replies read as a report
/// (``report(of:lesson:variant:xcode:)``). The shell's extension compiles and runs it for a
/// command, and says on the command's console what went wrong.
@MainActor
package enum PackRun {
  /// How a version is compiled and started: for `xcode`'s era, and for a lesson whose Swift
  /// declares its scenario, the version the program mounts.
  package static func options(for lesson: PackLesson, variant: Variant, xcode: XcodeRelease) -> PlayOptions {
    var options = PlayOptions(xcode: xcode.rawValue)
    if lesson.declaresScenario { options.variant = variant.rawValue }
    return options
  }

  /// What the child serves for the scenario: the mount, then each step's actions in order.
  package static func commands(of lesson: PackLesson) -> [HarnessMessage.PlayCommand] {
    lesson.scenario.steps.indices.flatMap { commands(ofStep: $0, in: lesson) }
  }

  /// The scenario step each of ``commands(of:)`` serves, in order: the log and the session's
  /// export credit each command to its step.
  package static func sources(of lesson: PackLesson) -> [LogSegment.Source?] {
    lesson.scenario.steps.indices.flatMap { index in
      let source = LogSegment.Source.step(number: index + 1, title: lesson.scenario.steps[index].title)
      return Array(repeating: source, count: commands(ofStep: index, in: lesson).count)
    }
  }

  /// What the child serves for step `index` (0-based): the mount for the first, else the step's actions.
  package static func commands(ofStep index: Int, in lesson: PackLesson) -> [HarnessMessage.PlayCommand] {
    index == 0
      ? [.mount]
      : lesson.scenario.steps[index].action.steps.compactMap(
        lesson.declaresScenario ? PlayScriptRun.servedWithEvents(for:) : PlayScriptRun.served(for:))
  }

  /// The run's report: a step per scenario step, from the child's replies in order.
  package static func report(of played: PlayRun, lesson: PackLesson, variant: Variant, xcode: XcodeRelease)
    -> RunReport
  {
    record(of: played, lesson: lesson, variant: variant, xcode: xcode).report
  }

  /// The run's report and its steps as transcript data (the tree and counts after each step),
  /// from the child's replies in order: each scenario step takes the replies of its actions.
  package static func record(of played: PlayRun, lesson: PackLesson, variant: Variant, xcode: XcodeRelease)
    -> (report: RunReport, steps: [StepTranscript])
  {
    var replies = played.steps[...]
    var reports: [StepReport] = []
    var transcripts: [StepTranscript] = []
    var eventsSoFar: [RuntimeEvent] = []
    var runsSoFar: [String: Int] = [:]
    var tree = ""
    for index in lesson.scenario.steps.indices {
      let expected = commands(ofStep: index, in: lesson).count
      let taken = Array(replies.prefix(expected))
      replies = replies.dropFirst(expected)
      let report = stepReport(
        index, of: lesson, replies: taken, stopReason: PlayScriptRun.stopReason(played), xcode: xcode)
      reports.append(report)
      for reply in taken {
        if reply.command == .mount || reply.command == .remount {
          eventsSoFar = []
          runsSoFar = [:]
        }
        eventsSoFar += reply.events
        runsSoFar.merge(reply.bodyCounts, uniquingKeysWith: +)
        tree = reply.tree
      }
      transcripts.append(
        TranscriptRecorder.step(
          report, tree: TreeSnapshot(rendered: tree, events: eventsSoFar, stepEvents: report.events),
          bodyRunsSoFar: runsSoFar.filter { $0.value > 0 }, variant: variant))
      if taken.count < expected { break }
    }
    let declared = played.steps.last { $0.verdict != nil }?.verdict
    return (
      runReport(of: reports, lesson: lesson, variant: variant, xcode: xcode, declaredVerdict: declared),
      transcripts
    )
  }

  /// Step `index`'s report (0-based), from the child's replies to its commands
  /// (``commands(ofStep:in:)``) in order: the log, the first error, and each expectation
  /// read on the screen the last reply left.
  ///
  /// Fewer replies than commands mean the program stopped before it answered them all:
  /// the step could not be performed, for `stopReason`, and no expectation is read.
  package static func stepReport(
    _ index: Int, of lesson: PackLesson, replies taken: [HarnessMessage.PlayStep],
    stopReason: @autoclosure () -> String, xcode: XcodeRelease
  ) -> StepReport {
    let step = lesson.scenario.steps[index]
    let stopped = taken.count < commands(ofStep: index, in: lesson).count
    let events = taken.flatMap(\.events)
    let error =
      (stopped ? stopReason() : taken.lazy.compactMap(\.error).first) ?? StepReport.neverSettled(in: events)
    let results: [ExpectationResult] =
      stopped || taken.isEmpty
      ? []
      : step.expectations.map { expectation in
        let observation = expectation.observation(on: PlayScriptRun.reading(of: taken[taken.count - 1]))
        return ExpectationResult(
          description: expectation.wording, holds: observation.holds,
          observed: observation.observed, revealsBug: expectation.bugEras.contains(xcode))
      }
    return StepReport(
      number: index + 1, title: step.title, action: step.action, events: events, error: error,
      results: results)
  }

  /// The run's report from its steps' reports: whether the claim held, and the verdict that says so.
  ///
  /// - Parameter declaredVerdict: what the lesson's scenario said of the app after the last
  ///   step, when its Swift declares one.
  package static func runReport(
    of reports: [StepReport], lesson: PackLesson, variant: Variant, xcode: XcodeRelease,
    declaredVerdict: String? = nil
  ) -> RunReport {
    let claimHeld = RunReport.claimHolds(for: variant, in: reports)
    return RunReport(
      lessonID: lesson.id, variant: variant, xcode: xcode, steps: reports,
      verdict: verdict(
        lesson: lesson, variant: variant, claimHeld: claimHeld, reports: reports, declared: declaredVerdict))
  }

  /// What the verdict says: the lesson's words when the version behaved as claimed, else what went otherwise.
  package static func verdict(
    lesson: PackLesson, variant: Variant, claimHeld: Bool, reports: [StepReport], declared: String? = nil
  ) -> String {
    // A scenario's own verdict reads the app, so it says what happened either way.
    if let declared { return declared }
    if claimHeld {
      return lesson.verdicts[variant]
        ?? (variant == .broken
          ? "Every expectation marked bug: failed, and every other one held."
          : "Every expectation held.")
    }
    if let failed = reports.first(where: { $0.error != nil }) {
      return "Step \(failed.number) (\(failed.title)) could not be performed."
    }
    let results = reports.flatMap(\.results)
    switch variant {
    case .broken:
      let unshown = results.filter { $0.revealsBug && $0.holds }.map(\.description)
      let otherFailures = results.filter { !$0.revealsBug && !$0.holds }.map(\.description)
      if results.allSatisfy({ !$0.revealsBug }) {
        return "No expectation is marked bug: for this version, so the scenario cannot show the bug."
      }
      return (unshown.isEmpty ? "" : "The bug did not show at: " + unshown.joined(separator: "; ") + ". ")
        + (otherFailures.isEmpty
          ? "" : "These failed without being marked bug: " + otherFailures.joined(separator: "; ") + ".")
    case .fixed:
      return "These did not hold: " + results.filter { !$0.holds }.map(\.description).joined(separator: "; ")
        + "."
    }
  }

  /// Whether the lesson's claim differs between Xcode releases (an era-specific `bug(26):`).
  package static func dependsOnEra(_ lesson: PackLesson) -> Bool {
    lesson.scenario.steps.flatMap(\.expectations).contains {
      !$0.bugEras.isEmpty && $0.bugEras.count < XcodeRelease.allCases.count
    }
  }

  /// The version's file as messages name it: `cart-badge/Broken.swift`, within its pack.
  package static func displayPath(of lesson: PackLesson, variant: Variant) -> String {
    lesson.folder.lastPathComponent + "/" + lesson.fileName(for: variant)
  }

  /// The title line, as a shipped lesson's run has it.
  package static func heading(for lesson: PackLesson, variant: Variant, xcode: XcodeRelease)
    -> [TranscriptLine]
  {
    let era = dependsOnEra(lesson) ? ", built with \(xcode)" : ""
    return [TranscriptLine(.heading, "\(lesson.id) — \(lesson.title) (\(variant.rawValue) version\(era))")]
  }
}
