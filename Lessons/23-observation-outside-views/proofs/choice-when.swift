// choice-when: inside onChange the handler reads draft.text and sees the old value:
// onChange is called before the new value is stored.
import SwiftUI

@MainActor @Observable
final class LetterDraft {
  var text = "old"
}

/// What the handler read; the handler is `@Sendable`, so the record is locked.
final class Seen: @unchecked Sendable {
  // Sendable by its lock.
  private let lock = NSLock()
  private var recorded: [String] = []
  var values: [String] { lock.withLock { recorded } }
  func record(_ value: String) { lock.withLock { recorded.append(value) } }
}

struct Letter: View {
  @State private var draft = LetterDraft()
  @State private var seen = "nothing"

  var body: some View {
    VStack {
      Button("Write new") {
        let record = Seen()
        withObservationTracking {
          _ = draft.text
        } onChange: { [draft] in
          MainActor.assumeIsolated { record.record(draft.text) }
        }
        draft.text = "new"
        seen = record.values.joined(separator: ", ")
      }
      Text("Handler saw: \(seen)")
    }
  }
}

#Preview { Letter() }
