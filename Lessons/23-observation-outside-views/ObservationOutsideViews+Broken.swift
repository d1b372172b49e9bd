import StateRuntime

extension ObservationOutsideViews.Broken {
  /// BUG: a plain object (not a view) watches the draft with
  /// withObservationTracking, once. A registration fires for the first change
  /// after it and then is spent: nothing registers again, so the first edit
  /// is saved and every later one is not.
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
        // onChange runs before the new value is stored: save after the write.
        Task { @MainActor in self?.save() }
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
