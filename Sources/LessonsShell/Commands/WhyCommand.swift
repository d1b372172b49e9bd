import LessonKit
import StateRuntime

/// `why VIEW`: the chain behind the mounted app's last step's body runs of a view (the
/// action, the writes and who read them, the parents' bodies, identity changes), or why
/// its body was skipped, from the runtime's records.
struct WhyCommand: ShellCommand {
  let name = "why"
  let summary = "Say why a view's body ran, was skipped or went away in the last step."
  let discussion = """
    Traces each body run of VIEW in the last step or command back to what caused it: \
    the action, each state write and the views that read it, each parent's body that \
    re-created it, an .id or if/else change that made it a new view and what was \
    discarded. A skipped body says how its inputs were compared. 'run ID \(RunCommand.flags.$why) VIEW' \
    does this after every step of a run.
    """
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec(
      "view", kind: .viewName, help: "A view's type name, as the log prints it (NoteBox).")
  ])

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> String {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return try arguments.required("view", of: name)
  }

  func run(_ view: String, in context: CommandContext) async -> ExitCode {
    let console = context.console
    guard let step = context.session.mountedScenario?.sessionExport()?.transcript.versions.first?.steps.last
    else {
      console.error("Error: The mounted scenario keeps no records of its steps, so 'why' cannot trace them.")
      return .failure
    }
    let source = "step \(step.number) · \(step.title)"
    if let explanations = step.why?[view] {
      console.transcript(WhyRenderer.lines(for: view, explanations: explanations, source: source))
      return .success
    }
    let onScreen = step.tree.nodes.filter { $0.role == .view }.map(\.name)
    if onScreen.contains(view) {
      console.transcript(WhyRenderer.lines(for: view, explanations: [], source: source))
      return .success
    }
    var known = Array((step.why ?? [:]).keys).sorted()
    for name in onScreen where !known.contains(name) { known.append(name) }
    console.error("Error: " + WhyRenderer.unknownView(view, known: known, source: source))
    return .usageError
  }
}
