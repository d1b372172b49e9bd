// choice-once: withObservationTracking { _ = draft.text } onChange: { save() }: the text
// changes three times, and save() runs once: a registration fires at the first change and
// is then gone.
import SwiftUI

@MainActor @Observable
final class LetterDraft {
  var text = ""
}

/// Counts the handler's runs; the handler is `@Sendable`, so the count is locked.
final class Saves: @unchecked Sendable {
  // Sendable by its lock.
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func save() { lock.withLock { count += 1 } }
}

struct Letter: View {
  @State private var draft = LetterDraft()
  @State private var saved = 0

  var body: some View {
    VStack {
      Button("Type three letters") {
        let saves = Saves()
        withObservationTracking {
          _ = draft.text
        } onChange: {
          saves.save()
        }
        draft.text = "a"
        draft.text = "ab"
        draft.text = "abc"
        saved = saves.value
      }
      Text("Saves: \(saved)")
    }
  }
}

#Preview { Letter() }
