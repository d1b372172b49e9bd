// choice-didset: on iOS 27 / macOS 27, withObservationTracking(options: .didSet) calls its
// handler after the new value is stored, so the handler reads the new value; it still hears
// one change and is then gone. (Swift 6.3.1 lacks the API: the course's runtime supplies it,
// modelled on SE-0506.)
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
      Button("Write twice") {
        let record = Seen()
        withObservationTracking(options: .didSet) {
          _ = draft.text
        } onChange: { [draft] _ in
          MainActor.assumeIsolated { record.record(draft.text) }
        }
        draft.text = "new"
        draft.text = "newer"
        seen = record.values.joined(separator: ", ")
      }
      Text("Handler saw: \(seen)")
    }
  }
}

#Preview { Letter() }
