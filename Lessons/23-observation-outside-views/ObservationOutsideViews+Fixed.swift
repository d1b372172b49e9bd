import StateRuntime

extension ObservationOutsideViews.Fixed {
  /// FIX: each change saves and then registers again, so the autosaver
  /// always has one live registration. (On iOS 26 / macOS 26 or later, an
  /// OS requirement Apple lists, not a toolchain one, `Observations {
  /// draft.text }` is the same loop as an async sequence; the story shows it.)
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
        // onChange runs before the new value is stored: save after the
        // write, then watch again for the next change.
        Task { @MainActor in
          self?.save()
          self?.watch()
        }
      }
    }

    private func save() {
      savedVersions.append(draft.text)
    }
  }

  struct LetterScreen: View {
    @Bindable var draft: LetterDraft
    let autosaver: Autosaver

    var body: some View {
      VStack {
        TextField("Letter", text: $draft.text)
        Text("Saved: \(autosaver.savedVersions.last ?? "nothing")")
      }
    }
  }
}
