import StateRuntime

struct Board: View {
  @State private var compact = false

  var body: some View {
    VStack {
      Banner()
      Toggle("Compact", isOn: $compact)
      if compact {
        Editor()
      } else {
        Editor()
      }
    }
  }
}

struct Banner: View {
  var body: some View {
    Text("Shift notes")
  }
}

struct Editor: View {
  @State private var draft = ""

  var body: some View {
    VStack {
      TextField("Draft", text: $draft)
      Text("Draft length: \(draft.count)")
    }
  }
}

#Preview { Board() }
