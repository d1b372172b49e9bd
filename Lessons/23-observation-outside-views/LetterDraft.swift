import StateRuntime

/// The letter being written: the one truth, shared by both versions. Another
/// device may write it too (a sync).
@MainActor @Observable
final class LetterDraft {
  var text = ""
}
