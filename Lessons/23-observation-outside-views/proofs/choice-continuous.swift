// choice-continuous: on iOS 27 / macOS 27, withContinuousObservation(options:apply:) runs its
// closure once at once, then again after changes to what it read, tracking anew each time, until
// its token is cancelled or dropped: no re-registering by hand. Writes made before it runs again
// are one run, and it reads the stored values. (Swift 6.3.1 lacks the API: the course's runtime
// supplies it, modelled on SE-0506.)
import SwiftUI

@MainActor @Observable
final class LetterDraft {
  var text = ""
}

/// What the autosaver has saved. Its closure only sets `shown` (a set is no read, so it is not
/// tracked) and appends to an ignored list: it depends on the draft's text alone.
@MainActor @Observable
final class SavedLetters {
  @ObservationIgnored var versions: [String] = []
  var shown = ""
}

/// Saves the letter whenever its text changes, for as long as it holds its token.
@MainActor
final class Autosaver {
  let draft: LetterDraft
  let saved = SavedLetters()
  private var token: ObservationTracking.Token?

  init(draft: LetterDraft) {
    self.draft = draft
  }

  func start() {
    token = withContinuousObservation(options: .didSet) { [draft, saved] event in
      let text = draft.text
      guard event.kind != .initial else { return }
      saved.versions.append(text)
      saved.shown = saved.versions.joined(separator: " / ")
    }
  }

  func stop() { token = nil }
}

struct LetterScreen: View {
  @State private var draft: LetterDraft
  @State private var autosaver: Autosaver

  init() {
    let draft = LetterDraft()
    _draft = State(initialValue: draft)
    _autosaver = State(initialValue: Autosaver(draft: draft))
  }

  var body: some View {
    VStack {
      TextField("Letter", text: $draft.text)
      Button("Start autosave") { autosaver.start() }
      Button("Sync two edits") {
        draft.text += " (tablet)"
        draft.text += " (phone)"
      }
      Button("Stop autosave") { autosaver.stop() }
      Text("Saved: \(autosaver.saved.shown)")
    }
  }
}

#Preview { LetterScreen() }
