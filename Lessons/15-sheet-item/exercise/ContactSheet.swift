import StateRuntime

/// Someone you can write to.
struct Contact: Identifiable, Hashable {
  let id: Int
  let name: String
}

let contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo"), Contact(id: 3, name: "Cy")]

/// The contact after `contact`, wrapping round.
func contact(after contact: Contact) -> Contact {
  let index = contacts.firstIndex(of: contact) ?? 0
  return contacts[(index + 1) % contacts.count]
}

/// The contacts. Tapping a name opens a message sheet for that contact.
struct ContactsScreen: View {
  @State private var isWriting = false
  @State private var recipient: Contact?

  var body: some View {
    VStack {
      ForEach(contacts) { contact in
        Button(contact.name) {
          recipient = contact
          isWriting = true
        }
      }
      Text("Writing to: \(recipient?.name ?? "nobody")")
    }
    .sheet(isPresented: $isWriting) {
      MessageSheet(contact: recipient) { recipient = recipient.map(contact(after:)) }
    }
  }
}

/// A message to one contact.
struct MessageSheet: View {
  let contact: Contact?
  let next: () -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var message = ""

  var body: some View {
    VStack {
      Text("To: \(contact?.name ?? "nobody")")
      TextField("Message", text: $message)
      Button("Next contact") { next() }
      Button("Close") { dismiss() }
    }
  }
}
