import ExerciseKit
import Foundation
import Synchronization

/// `watch [ID]`: re-check an exercise every time its file is saved.
struct WatchCommand: ShellCommand {
  let name = "watch"
  let summary = "Re-check an exercise every time you save its file; Ctrl-C stops."
  let discussion = """
    Checks once, then again after each save (editors that save through a temporary file \
    and a rename are fine); a check still running when you save again is stopped. When \
    the exercise passes, Return moves on to the next one not yet done; e and Return opens \
    the file in your editor ($VISUAL or $EDITOR) and the watch goes on. With no id, \
    watches the open lesson's exercise, or all of them. Ends at the end of piped input.
    """
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(
    positionals: [.exerciseID(arity: .optional)],
    options: Flags.self)

  /// The options `watch` takes.
  struct Flags: ParsableOptions {
    @Option(kind: .timeoutSeconds, help: "Give up on a check run after this long.") var timeout: Double?
  }

  /// What `watch [ID] [--timeout S]` asks for, decoded once.
  struct Options {
    /// The exercise to watch, else every one.
    var id: String?
    /// Seconds a check run may take, else the default.
    var timeout: Double?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    Options(id: arguments.positional("id"), timeout: arguments.decode(Flags.self).timeout)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    var single = options.id
    let control = WatchControl()
    let listener = InputListener()
    let readAhead =
      (context.session.lineReader as? StreamLineReader)?.takeReadAhead() ?? (bytes: [], reachedEnd: false)
    // Known before the listener reads a line: an 'e' typed at once opens the file.
    control.watch(single.flatMap { try? workbench.exercise($0).learnerFile.path })
    let editor = EditorChoice.resolve(option: nil, environment: context.environment)
    let environment = context.environment
    let console = context.console
    listener.start(
      readAhead: readAhead.bytes, reachedEnd: readAhead.reachedEnd,
      onLine: { line in
        guard line.trimmingCharacters(in: .whitespaces).lowercased() == "e" else {
          return control.lineEntered()
        }
        // On the listener's thread, which reads no input while a terminal editor has the terminal.
        let said = Self.openWatchedFile(control.watchedFile, editor: editor, environment: environment)
        Task { @MainActor in for line in said { console.line(console.styler(line, .dim)) } }
      },
      onEnd: { control.inputEnded() })
    defer { listener.stop() }

    while true {
      let outcome = await watchOnce(
        single.map { [$0] } ?? workbench.catalog.ids, timeout: options.timeout, workbench,
        control,
        context)
      if case .failure(let error) = outcome {
        ExerciseCommandSupport.report(error, in: context)
        return .failure
      }
      if let next = control.takeAccepted() {
        context.console.line()
        context.console.line(context.console.styler("Now watching \(next).", .bold))
        single = next
        continue
      }
      if control.hasInputEnded {
        context.console.line("End of input: stopped watching.")
      } else if !Task.isCancelled {
        // Inside the shell, the loop answers Ctrl-C with "Interrupted." itself.
        context.console.line("Stopped watching.")
      }
      return .success
    }
  }

  private func watchOnce(
    _ ids: [String], timeout: Double?, _ workbench: ExerciseWorkbench, _ control: WatchControl,
    _ context: CommandContext
  ) async -> Result<Void, ExerciseError> {
    let renderer = CheckReportRenderer(styler: context.console.styler)
    let console = context.console
    var settings = timeout.map { CheckOptions(timeout: $0) } ?? CheckOptions()
    settings.commandPrefix = context.mode.commandPrefix
    let options = settings
    let stop =
      context.spelling(of: "watch").hasPrefix("lessons") ? "Ctrl-C to stop" : "Ctrl-C to return to the shell"
    let transcript = WatchTranscript()
    let switching = control.beginSession(
      watching: ids.count == 1 ? (try? workbench.exercise(ids[0]).learnerFile.path) : nil)
    return await ExerciseCommandSupport.run(in: context) { event in
      switch event {
      case .announce(let message): console.error(console.styler(message, .dim))
      case .result(let result):
        console.line()
        // Between runs, a rule: each run's report stands apart from the one before.
        if transcript.runs > 0 { console.line(console.styler(String(repeating: "─", count: 40), .dim)) }
        transcript.runs += 1
        console.line(renderer.render(result))
        control.offer(
          ids.count == 1 && result.status.isPass ? nextUnsolved(after: result.id, workbench) : nil)
        if ids.count == 1, result.status.isPass {
          if let next = control.offered {
            console.line(
              console.styler("Done! Next: \(next). Press Return to watch it, or \(stop).", .green))
          } else {
            console.line(console.styler("Done! Every exercise has passed.", .green))
          }
        }
      case .waiting(let files):
        let list = files.count == 1 ? files[0] : "\(files.count) exercise files"
        let edit = files.count == 1 ? "e and Return to edit it, " : ""
        console.line(console.styler("Watching \(list): save to check again, \(edit)\(stop).", .dim))
      case .progress, .finished: break
      }
    } _: { events, send, cancellation throws(ExerciseError) in
      try workbench.watch(
        ids, options: options, events: events,
        cancellation: CancellationFlag(also: { cancellation.isCancelled || switching.isCancelled }),
        stopWhenIdle: { control.hasInputEnded },
        onWaiting: { exercises in
          send(.waiting(exercises.map { ExerciseWorkbench.displayPath($0.learnerFile) }))
        },
        onSuperseded: { exercise in
          send(
            .announce(
              "\(exercise.id) was saved again: stopped the check in flight, checking the new version."))
        },
        onResult: { send(.result($0)) })
    }
  }

  /// Opens the watched file in `editor` and waits for it; returns what to say.
  nonisolated static func openWatchedFile(
    _ file: String?, editor: EditorChoice?, environment: [String: String]
  ) -> [String] {
    guard let file else { return ["'e' opens the file when one exercise is watched: 'watch ID'."] }
    let path = ExerciseWorkbench.displayPath(URL(fileURLWithPath: file))
    guard let editor else { return ["Your file: \(path)"] + EditorChoice.howToSetOne }
    let outcome = EditorLauncher.open(file, with: editor, environment: environment)
    return ["Opened \(path) in \(editor.command) (\(editor.source)); still watching."]
      + [EditorLauncher.problem(outcome, editor: editor)].compactMap { $0 }
  }

  /// The first exercise in teaching order, other than `id`, that has not passed yet: what is
  /// left from the start of the course, not merely what comes after the one just done.
  private func nextUnsolved(after id: String, _ workbench: ExerciseWorkbench) -> String? {
    let progress = (try? workbench.progress.load().progress) ?? ExerciseProgress()
    return workbench.catalog.ids.first { $0 != id && !progress[$0].hasPassed }
  }
}

/// How many runs a watch has shown, for the rule between them.
@MainActor
private final class WatchTranscript {
  var runs = 0
}

/// What the input listener and a running watch share: the next exercise on offer,
/// whether Return took it, whether input ended.
final class WatchControl: Sendable {
  private struct State {
    var offered: String?
    var accepted: String?
    var inputEnded = false
    var session = CancellationFlag()
    var watchedFile: String?
  }
  private let state = Mutex(State())

  /// A fresh flag for one watch of one set of exercises, raised when Return accepts an offer;
  /// `watching` is the file 'e' opens (one exercise watched), else `nil`.
  func beginSession(watching file: String?) -> CancellationFlag {
    state.withLock { state in
      state.session = CancellationFlag()
      state.offered = nil
      state.watchedFile = file
      return state.session
    }
  }

  /// Offers `next` (or withdraws the offer) until the next result.
  func offer(_ next: String?) {
    state.withLock { $0.offered = next }
  }

  /// Sets the file 'e' opens: the one exercise watched, else `nil`.
  func watch(_ file: String?) {
    state.withLock { $0.watchedFile = file }
  }

  /// The file of the one exercise watched, which 'e' opens.
  var watchedFile: String? { state.withLock { $0.watchedFile } }

  /// The exercise on offer.
  var offered: String? { state.withLock { $0.offered } }

  /// Return was pressed: accept the offer, if there is one, and end this watch.
  func lineEntered() {
    state.withLock { state in
      guard let next = state.offered else { return }
      state.accepted = next
      state.offered = nil
      state.session.cancel()
    }
  }

  /// The input ended: the watch stops once no check is running.
  func inputEnded() {
    state.withLock { $0.inputEnded = true }
  }

  /// Whether input ended.
  var hasInputEnded: Bool { state.withLock { $0.inputEnded } }

  /// The accepted exercise, once.
  func takeAccepted() -> String? {
    state.withLock { state in
      defer { state.accepted = nil }
      return state.accepted
    }
  }
}
