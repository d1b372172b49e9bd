import StateRuntime

struct Thread: View {
  @State private var isCompact = false

  var body: some View {
    VStack {
      Header()
      Toggle("Compact", isOn: $isCompact)
      if isCompact {
        Composer().padding(4)
      } else {
        Composer()
      }
    }
  }
}

struct Header: View {
  var body: some View {
    Text("Design review")
  }
}

struct Composer: View {
  @State private var draft = "Hi,"

  var body: some View {
    TextField("Reply", text: $draft)
  }
}
