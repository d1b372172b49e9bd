import LessonKit

@testable import LessonsShell

/// A mounted scenario that records what it was asked to do.
@MainActor
final class FakeScenario: MountedScenario {
  let lessonID = "fake-lesson"
  let controlLabels = ["Save", "Title", "Wi-Fi", "Buy now"]
  let eventNames = ["undo", "deep-link", "price-tick"]
  let viewNames = ["AlbumScreen", "NotesEditor"]
  private(set) var actions: [LessonKit.Command] = []

  func perform(_ action: LessonKit.Command, in context: CommandContext) async -> ExitCode {
    actions.append(action)
    context.console.line("performed \(action)")
    return .success
  }
}
