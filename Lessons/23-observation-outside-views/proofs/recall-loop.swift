// recall-loop: an object that is not a view keeps observing by registering again in its
// onChange (after a hop, to read the new value); `Observations` is the same loop as an
// async sequence, and it yields the current value first.
import SwiftUI

@MainActor @Observable
final class LetterDraft {
  var text = ""
}

/// Saves each change, then registers again for the next one.
@MainActor @Observable
final class Autosaver {
  @ObservationIgnored let draft: LetterDraft
  private(set) var savedVersions: [String] = []

  init(draft: LetterDraft) {
    self.draft = draft
    watch()
  }

  private func watch() {
    withObservationTracking {
      _ = draft.text
    } onChange: { [weak self] in
      Task { @MainActor in
        self?.save()
        self?.watch()
      }
    }
  }

  private func save() { savedVersions.append(draft.text) }
}

struct LetterScreen: View {
  @State private var draft: LetterDraft
  @State private var autosaver: Autosaver
  @State private var firstObserved = "nothing"

  init() {
    let draft = LetterDraft()
    _draft = State(initialValue: draft)
    _autosaver = State(initialValue: Autosaver(draft: draft))
  }

  var body: some View {
    VStack {
      TextField("Letter", text: $draft.text)
      Text("Saved: \(autosaver.savedVersions.joined(separator: " / "))")
      Button("Observe") {
        Task {
          for await text in Observations({ draft.text }) {
            firstObserved = text
            break
          }
        }
      }
      Text("First observed: \(firstObserved)")
    }
  }
}

#Preview { LetterScreen() }
