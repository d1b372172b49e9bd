import SwiftUI

struct Message: Identifiable {
    let id: Int
    let subject: String
    var isPinned = false
}

struct MailboxView: View {
    @State private var messages = [
        Message(id: 1, subject: "Welcome"),
        Message(id: 2, subject: "Invoice #42"),
        Message(id: 3, subject: "Weekend plans"),
    ]
    @State private var archived: [Message] = []

    var body: some View {
        NavigationView {
            List {
                ForEach(messages) { message in
                    HStack {
                        if message.isPinned {
                            Image(systemName: "pin.fill")
                        }
                        Text(message.subject)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button("Archive") {
                            archive(message)
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            togglePin(message)
                        } label: {
                            Label(message.isPinned ? "Unpin" : "Pin", systemImage: "pin")
                        }
                    }
                    .contextMenu {
                        Button("Copy Subject") {
                            print("copied \(message.subject)")
                        }
                    }
                }
                Section(header: Text("Archived")) {
                    Text("\(archived.count) archived")
                }
            }
            .navigationTitle("Inbox")
        }
    }

    func archive(_ message: Message) {
        messages.removeAll { $0.id == message.id }
        archived.append(message)
    }

    func togglePin(_ message: Message) {
        if let index = messages.firstIndex(where: { $0.id == message.id }) {
            messages[index].isPinned.toggle()
        }
    }
}

#Preview {
    MailboxView()
}
