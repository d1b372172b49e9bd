import StateRuntime

extension ShiftNote.Broken {
  struct DeskScreen: View {
    @Bindable var desk: Desk

    var body: some View {
      VStack {
        DeskHeader(title: "Help desk")
        ShiftBadge(hour: 9)
        Text("Tickets: \(desk.tickets.joined(separator: ", "))")
        ForEach(desk.tickets, id: \.self) { ticket in
          TicketRow(name: ticket)
        }
        // BUG: the shift's note is tied to the ticket (.id) and to the layout (two branches).
        if desk.offline {
          NoteBox { desk.current += 1 }.id(desk.current)
        } else {
          NoteBox { desk.current += 1 }.id(desk.current)
        }
        MuteToggle(isOn: $desk.muted)
        Toggle("Offline", isOn: $desk.offline)
      }
    }
  }

  struct DeskHeader: View {
    let title: String

    var body: some View {
      Text(title)
    }
  }

  struct ShiftBadge: View {
    let hour: Int

    var body: some View {
      Text("Shift from \(hour):00")
    }
  }

  struct TicketRow: View {
    let name: String

    var body: some View {
      Text("Ticket \(name)")
    }
  }

  /// The note the desk keeps for the whole shift.
  struct NoteBox: View {
    let send: () -> Void
    @State private var draft = ""

    var body: some View {
      VStack {
        TextField("Note", text: $draft)
        Button("Send") {
          draft = ""
          send()
        }
      }
    }
  }

  struct MuteToggle: View {
    @Binding var isOn: Bool

    var body: some View {
      Toggle("Muted", isOn: $isOn)
    }
  }
}
