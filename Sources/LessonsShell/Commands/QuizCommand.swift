import Foundation
import LessonKit
import LessonPacks
import StateRuntime
import WorkbenchSupport

/// `quiz [ID] [--interview] [--count N] [--due] [--retention R] [--list] [--xcode 26|27]`: practice
/// questions with spaced review (FSRS-6, ``FSRSScheduler``).
struct QuizCommand: ShellCommand {
  /// How many questions a session asks without `--count`.
  static let defaultCount = 5
  /// How many rejected piped answers in a row end the quiz.
  static let pipedRejectionLimit = 5

  let name = "quiz"
  let summary = "Answer quiz questions on a lesson, or interview practice across all of them."
  let discussion = """
    Questions are multiple choice (answer with a letter), recall (answer in your own \
    words, read the model answer, rate yourself 1 again, 2 hard, 3 good, 4 easy), or \
    predict (read a snippet and an event, then name the views whose bodies run again, \
    or the text a control shows; the runtime runs the snippet to grade you, as built \
    with Xcode 27 unless --xcode 26 asks for Xcode 26 and earlier, and a question whose \
    answer differs between the two says so; a pack's predict question runs its file in \
    a child, in each era, before the quiz starts, and one whose file does not compile or \
    run is left out with a line naming the file). Interview questions list the key ideas of \
    each level, mid (the right wrapper), senior (derived from ownership) and staff \
    (ownership tied to testability), marking the ones your answer names, then show a \
    model answer per level; you say which level yours reached. Every answer is scheduled for \
    review by FSRS-6, which keeps each question's stability and difficulty and asks it again \
    when the chance you still recall it falls to the retention the schedule aims for (0.9 \
    unless --retention sets another, which is kept); a wrong answer comes back after ten \
    minutes. Questions that are due come first; --due asks only those. Ctrl-D or Ctrl-C ends \
    the quiz and keeps what you answered. The schedule is kept in quiz-schedule.json in the \
    state directory; a quiz.json of Leitner boxes from an earlier version is migrated.
    """
  let group = CommandGroup.quiz
  let arguments = ArgumentSpec(
    positionals: [
      PositionalSpec(
        "id", kind: .quizTopic, arity: .optional,
        help:
          "Ask about this lesson only ('interview' for the interview set). Defaults to the open lesson, else all lessons.",
        defaultsToOpenLesson: true)
    ],
    options: Flags.self)

  /// The options `quiz` takes.
  struct Flags: ParsableOptions {
    @Flag(help: "Interview practice: ownership questions with levelled model answers.") var interview: Bool
    @Option(kind: .positiveInteger, help: "How many questions to ask (default 5).") var count: Int?
    @Flag(help: "Ask only the questions due for review, none new.") var due: Bool
    @Option(
      kind: .retention,
      help: "The chance of recall the schedule aims for, 0.7 to 0.97 (default 0.9); kept for later quizzes.")
    var retention: Double?
    @Flag(help: "List the questions (ID, kind, lesson) instead of asking them.") var list: Bool
    @Option(kind: XcodeRelease.optionKind, help: XcodeRelease.optionHelp) var xcode: XcodeRelease
  }

  /// What `quiz ...` asks for, decoded once.
  struct Options {
    /// One lesson's questions, else every lesson's.
    var lessonID: String?
    /// The interview set.
    var interview: Bool
    /// List instead of asking.
    var list: Bool
    /// How many to ask, else ``QuizCommand/defaultCount``.
    var count: Int?
    /// Only the questions due for review.
    var dueOnly: Bool
    /// The retention to set before asking.
    var retention: Double?
    /// The Xcode whose SwiftUI the predict keys are computed in.
    var xcode: XcodeRelease
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    return Options(
      lessonID: arguments.positional("id"), interview: flags.interview, list: flags.list, count: flags.count,
      dueOnly: flags.due, retention: flags.retention, xcode: flags.xcode)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let lessonID = options.lessonID
    let questions: [QuizQuestion]
    if options.interview || lessonID == QuizQuestion.interviewLessonID {
      switch context.catalog.interview {
      case .success(let interview):
        questions = interview
      case .failure(let problem):
        context.console.error(InterviewSet.problem(problem))
        return .failure
      }
    } else if let lessonID {
      questions = Self.questions(ofLesson: lessonID, in: context)
    } else {
      // Lesson by lesson in the course's order, whichever form each lesson is in, then the
      // packs' lessons' pack by pack; the interview set after the course's in a listing.
      let entries = context.catalog.lessons
      let course = entries.filter { $0.origin == nil }.map { Self.questions(ofLesson: $0.id, in: context) }
      let packs = entries.filter { $0.origin != nil }.map { Self.questions(ofLesson: $0.id, in: context) }
      var interview: [QuizQuestion] = []
      if options.list {
        // A set that cannot be read is said, and the lessons' questions are listed still.
        switch context.catalog.interview {
        case .success(let questions): interview = questions
        case .failure(let problem): context.console.error(InterviewSet.problem(problem))
        }
      }
      questions =
        options.list
        ? course.flatMap { $0 } + interview + packs.flatMap { $0 }
        : Self.interleaved((course + packs).filter { !$0.isEmpty })
    }
    if options.list {
      context.console.lines(questions.map(\.listingLine))
      return .success
    }
    guard !questions.isEmpty else {
      context.console.error("Lesson '\(lessonID ?? "")' has no quiz questions yet.")
      return .failure
    }
    if let retention = options.retention {
      do {
        try QuizScheduleStore(directory: context.stateDirectory).setRetention(retention)
        context.console.line("The schedule now aims for a retention of \(retention).")
      } catch {
        context.console.error("Could not save the retention: \(error).")
        return .failure
      }
    }
    return await ask(
      questions, count: options.count ?? Self.defaultCount, dueOnly: options.dueOnly, xcode: options.xcode,
      in: context)
  }

  private func ask(
    _ questions: [QuizQuestion], count: Int, dueOnly: Bool, xcode: XcodeRelease, in context: CommandContext
  ) async -> ExitCode {
    let console = context.console
    let clock = QuizClock.from(environment: context.environment)
    let store = QuizScheduleStore(directory: context.stateDirectory)
    var schedule = QuizSchedule()
    do {
      let loaded = try store.load()
      if let notice = loaded.damageNotice { console.error(notice) }
      schedule = loaded.schedule
    } catch {
      console.error("The quiz schedule could not be read (\(error)); answers will not be saved.")
    }
    let now = clock.now()
    let ordered = dueOnly ? schedule.due(questions, at: now) : schedule.order(questions, at: now)
    if dueOnly && ordered.isEmpty {
      console.line(
        "Nothing is due for review."
          + (nextReview(of: questions, in: schedule, after: now).map { " " + $0 } ?? "")
          + " '\(context.spelling(of: "quiz"))' without \(Flags.declared.$due.spelling) asks new questions too."
      )
      return .success
    }
    guard let plan = await Self.plan(ordered, count: count, in: context) else {
      if !context.mode.isShell { console.error("Interrupted.") }
      return .interrupted
    }
    guard !plan.isEmpty else {
      console.error("None of these questions could be asked (see above).")
      return .failure
    }
    let due = plan.filter { schedule.cards[$0.id]?.isDue(at: now) ?? false }.count
    let new = plan.filter { schedule.cards[$0.id] == nil }.count
    console.paragraph(
      "\(plural(plan.count, "question")): \(due) due for review, \(new) new. "
        + "Answers are saved as you go; end of input or Ctrl-C stops the quiz.")
    console.line()

    let (reader, style) = answerReader(in: context)
    let io = ConsoleQuizIO(console: console, reader: reader, promptStyle: style)
    var saveFailed = false
    // Piped answers that keep failing are probably the script's next commands: give them back.
    let limit = style == .echoed ? Self.pipedRejectionLimit : nil
    let summary = QuizSession(questions: plan, io: io, xcode: xcode, rejectionLimit: limit) {
      question, rating in
      do {
        if let notice = try store.record(rating, for: question.id, at: clock.now()) { console.error(notice) }
      } catch {
        if !saveFailed { console.error("Could not save the quiz schedule: \(error).") }
        saveFailed = true
      }
    }.run()

    console.line()
    console.lines(summary.lines.map { console.styler($0, .bold) })
    if let schedule = try? store.load().schedule,
      let next = nextReview(of: questions, in: schedule, after: clock.now())
    {
      console.line(next)
    }
    return .success
  }

  /// The first `count` questions of `ordered` that can be asked, a pack's predict
  /// questions with their snippets run already (the session cannot start a child); one
  /// whose snippet fails is left out, saying why, and the next takes its place. `nil`
  /// when Ctrl-C stopped a run.
  static func plan(_ ordered: [QuizQuestion], count: Int, in context: CommandContext) async -> [QuizQuestion]?
  {
    let console = context.console
    var plan: [QuizQuestion] = []
    for question in ordered where plan.count < count {
      guard case .packPredict(let predict) = question.kind else {
        plan.append(question)
        continue
      }
      console.error(console.styler("Running \(predict.file) for \(question.id), in each Xcode era …", .dim))
      switch await PackPredictRun.prepared(question, predict, in: context) {
      case .success(let ready):
        plan.append(ready)
      case .failure(let problem) where problem.cancelled:
        return nil
      case .failure(let problem):
        let pack = context.catalog.packLesson(question.lessonID).map { " \($0.pack.path)" } ?? ""
        console.error(
          console.styler("Left out \(question.id): ", .yellow) + problem.message
            + " `lessons pack check\(pack)` proves the pack's questions.")
      }
    }
    return plan
  }

  /// The reader answers come from: the shell's own, else standard input.
  private func answerReader(in context: CommandContext) -> (any LineReader, QuizPromptStyle) {
    let stdinIsTerminal = Terminal.isTerminal(STDIN_FILENO)
    if let reader = context.session.lineReader {
      return (reader, context.mode == .interactive ? .byReader : .echoed)
    }
    if context.mode == .command && stdinIsTerminal {
      return (QuizTerminalReader(), .inline)
    }
    return (StreamLineReader(), .echoed)
  }

  private func nextReview(of questions: [QuizQuestion], in schedule: QuizSchedule, after now: Date) -> String?
  {
    let ids = Set(questions.map(\.id))
    // Ties go to the lower id: the cards are a dictionary, and the line must not depend on its order.
    guard
      let next = schedule.cards.filter({ ids.contains($0.key) }).min(by: {
        ($0.value.due, $0.key) < ($1.value.due, $1.key)
      })
    else { return nil }
    return "Next review: \(next.key), \(QuizDueText.relative(next.value.due, from: now))."
  }

  /// One question from each lesson in turn, so a quiz across all lessons samples every one.
  /// A lesson's questions, from its quiz.json.
  static func questions(ofLesson id: String, in context: CommandContext) -> [QuizQuestion] {
    context.catalog.packLesson(id)?.quiz ?? []
  }

  static func interleaved(_ lists: [[QuizQuestion]]) -> [QuizQuestion] {
    let longest = lists.map(\.count).max() ?? 0
    return (0..<longest).flatMap { index in lists.compactMap { index < $0.count ? $0[index] : nil } }
  }

  private func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
  }
}
