import Foundation
import LessonKit
import LessonPacks

/// The quiz part of `lessons progress`: per lesson, mastery, what is due today and a seven-day
/// forecast, from the saved schedule.
@MainActor
enum QuizProgressSection {
  /// The lines to print: a heading, then one line per lesson and one for the interview set.
  static func lines(in context: CommandContext) -> [String] {
    let console = context.console
    let store = QuizScheduleStore(directory: context.stateDirectory)
    let schedule: QuizSchedule
    do {
      let loaded = try store.load()
      if let notice = loaded.damageNotice { console.error(notice) }
      schedule = loaded.schedule
    } catch {
      return [console.styler("Quiz", .bold) + ": the schedule could not be read (\(error))."]
    }
    let now = QuizClock.from(environment: context.environment).now()
    // The course's lessons in order.
    let course = context.catalog.lessons.filter { $0.origin == nil }.map { entry in
      (entry.id, context.catalog.packLesson(entry.id)?.quiz ?? [])
    }
    // The interview set's line, when its file can be read; else a line saying why not.
    let interview = try? context.catalog.interview.get()
    let groups = course + (interview.map { [(QuizQuestion.interviewLessonID, $0)] } ?? [])
    let width = groups.map(\.0.count).max() ?? 0
    var lines = [
      console.styler("Quiz", .bold)
        + " per lesson: mastered (known well enough to wait a week), due today, and due on each of the "
        + "next 7 days. The schedule (FSRS-6) aims for a retention of \(schedule.retention)."
    ]
    for (lessonID, questions) in groups {
      let mastery = schedule.mastery(of: questions, at: now)
      let name = lessonID.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append(
        "  \(name)  \(String(mastery.percent).leftPadded(to: 3))%  "
          + "\(mastery.mastered) of \(mastery.questions) mastered, \(mastery.seen) answered, "
          + "\(mastery.dueToday) due today · next 7 days: "
          + mastery.forecast.map(String.init).joined(separator: " "))
    }
    if case .failure(let problem) = context.catalog.interview {
      lines.append("  \(InterviewSet.problem(problem))")
    }
    lines.append(
      "  Practise with '\(context.spelling(of: "quiz")) ID': due questions come first; "
        + "'\(context.spelling(of: "quiz")) \(QuizCommand.Flags.declared.$due.spelling)' asks only those.")
    return lines
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
