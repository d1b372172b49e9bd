import ExerciseKit
import LessonKit
import LessonPacks
import StateRuntime
import Testing

@testable import LessonsShell

/// A played file whose body writes its own state: the runtime's real events
/// for it, served as a play step, make the transcript fail as `never-settled`.
@MainActor
struct PlayNeverSettledTests {
  struct Looping: View {
    @State var n = 0
    var body: some View {
      n += 1
      return Text("\(n)")
    }
  }

  @Test func aBodyThatWritesItsOwnStateIsNeverSettledNotOK() throws {
    let host = ViewHost(Looping())
    let mount = HarnessMessage.PlayStep(
      command: .mount, changes: host.changes, events: host.events, tree: host.render(),
      elements: host.elements(), bodyCounts: host.bodyCounts, failure: nil)
    let transcript = try PlayScriptRun.transcript(
      of: try CommandParser.parseScript("tree\n"),
      run: { _ in PlayRun(status: .ok, steps: [mount], crashMessage: nil, output: "", notes: []) },
      root: "Looping", notes: [])
    #expect(transcript.status == .neverSettled)
    #expect(transcript.status.rawValue == "never-settled")
    let passes = transcript.steps[0].events.filter { if case .passStarted = $0 { true } else { false } }
    #expect(passes.count == 2, "the log keeps the first passes and sums up the rest in one line")
  }
}
