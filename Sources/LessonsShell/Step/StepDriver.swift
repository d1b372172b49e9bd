import WorkbenchSupport

/// The step mode: pauses before each step of a ``SteppedScript`` and lets
/// an instructor look, poke, go back and replay before going on.
///
/// At a pause (see ``StepPause``): Return runs the next step; `tree`, `log`
/// and `counts` look without advancing; `back` remounts and replays to the
/// step before (or, after a poke, back to where the script was); `replay`
/// runs the last step again from the state before it; any scenario verb
/// pokes the app off-script; `quit` stops, leaving the app mounted.
@MainActor
struct StepDriver {
  /// How the walk ended.
  enum Outcome: Equatable {
    /// Every step ran, or the script can go no further (``SteppedScript/canGoOn``).
    case finished
    /// The input ended or Ctrl-C was pressed before step `beforeStep`.
    case stopped(beforeStep: Int)
    /// `quit` was typed before step `beforeStep`.
    case quit(beforeStep: Int)
  }

  let script: any SteppedScript
  let context: CommandContext

  /// Walks the script to its end, or until the instructor stops.
  func run() async -> Outcome {
    let console = context.console
    let titles = script.stepTitles
    let input = PauseInput(context: context)
    var done = 0
    var poked = false
    for line in TextWrapper(width: console.width).wrap(StepPause.hint) {
      console.line(console.styler(line, .dim))
    }
    while done < titles.count {
      if Task.isCancelled { return .stopped(beforeStep: done + 1) }
      if !script.canGoOn { return .finished }
      context.session.mountedScenario = script.mountedScenario
      guard let words = input.read(prompt: "Next: \(done + 1). \(titles[done]). Press Return… ") else {
        return .stopped(beforeStep: done + 1)
      }
      let pause: StepPause
      do {
        pause = try StepPause.parse(words, scenarioVerbs: scenarioVerbs)
      } catch {
        report(error)
        continue
      }
      switch pause {
      case .next:
        await script.runStep(done, quietly: false, console: console)
        done += 1
        poked = false
      case .back where poked:
        await replay(upTo: done)
        poked = false
        note("Back on the script: remounted and replayed \(Self.steps(done)); your pokes are gone.")
      case .back where done == 0:
        note("Already at the start: nothing has run yet.")
      case .back:
        done -= 1
        await replay(upTo: done)
        note(
          done == 0
            ? "Back at the start: nothing is mounted; Return runs step 1."
            : "Back before step \(done + 1): remounted and replayed \(Self.steps(done)).")
      case .replay where done == 0:
        note("Nothing to replay yet: press Return to run step 1.")
      case .replay:
        await replay(upTo: done - 1)
        note(
          done == 1
            ? "Replaying step 1 from a fresh start:"
            : "Replaying step \(done) from the state before it (remounted and replayed \(Self.steps(done - 1))):"
        )
        await script.runStep(done - 1, quietly: false, console: console)
        poked = false
      case .quit:
        return .quit(beforeStep: done + 1)
      case .help:
        console.paragraph(StepPause.guide)
      case .verb(let words, let pokes):
        guard script.mountedScenario != nil else {
          report(.nothingMountedYet(command: words[0]))
          continue
        }
        let status = await CommandDispatcher(context: verbContext).execute(words)
        if pokes && status == .success { poked = true }
      }
    }
    return .finished
  }

  /// Restarts the script and runs its first `count` steps without printing them.
  private func replay(upTo count: Int) async {
    script.restart()
    for index in 0..<max(0, count) where script.canGoOn {
      await script.runStep(index, quietly: true, console: context.console)
    }
    context.session.mountedScenario = script.mountedScenario
  }

  private var scenarioVerbs: [String] {
    context.registry.commands.filter { $0.group == .scenario }.flatMap { [$0.name] + $0.aliases }
  }

  /// Scenario verbs are shell-only; `lessons run ID --step` still offers them at its pauses.
  private var verbContext: CommandContext {
    var verbs = context
    if verbs.mode == .command { verbs.mode = .script }
    return verbs
  }

  private func note(_ text: String) {
    context.console.line(context.console.styler(text, .bold))
  }

  private func report(_ error: ShellError) {
    CommandDispatcher(context: context).report(error)
  }

  private static func steps(_ count: Int) -> String {
    switch count {
    case ...0: "no steps"
    case 1: "step 1"
    default: "steps 1–\(count)"
    }
  }
}
