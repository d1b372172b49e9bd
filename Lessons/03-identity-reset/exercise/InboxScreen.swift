import StateRuntime

/// The inbox with a reply editor under it.
///
/// Who owns the draft? `ReplyEditor` (nothing else reads it).
/// How long must it live? Until the reply is sent, whatever else changes on screen.
struct InboxScreen: View {
  @State private var showsFormatting = false
  @State private var refreshCount = 0

  var body: some View {
    VStack {
      Text("Inbox refreshed \(refreshCount) times")
      Button("Refresh") { refreshCount += 1 }
      Toggle("Formatting", isOn: $showsFormatting)
      Group {
        if showsFormatting {
          ReplyEditor(showsFormatting: true)
        } else {
          ReplyEditor(showsFormatting: false)
        }
      }
      // Reload the editor together with the inbox.
      .id(refreshCount)
    }
  }
}

/// The reply being written, with an optional formatting bar.
struct ReplyEditor: View {
  let showsFormatting: Bool
  @State private var draft = ""

  var body: some View {
    VStack {
      if showsFormatting {
        HStack {
          Button("Bold") { draft = "**\(draft)**" }
          Button("Italic") { draft = "_\(draft)_" }
        }
      }
      TextField("Reply", text: $draft)
      Text("\(draft.count) characters")
    }
  }
}
