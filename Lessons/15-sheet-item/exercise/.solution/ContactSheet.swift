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

/// The contacts. The recipient is the presentation: a sheet is up while
/// there is one, each recipient gets a sheet (and a message) of its own,
/// and dismissing sets it back to nil.
struct ContactsScreen: View {
  @State private var recipient: Contact?

  var body: some View {
    VStack {
      ForEach(contacts) { contact in
        Button(contact.name) { recipient = contact }
      }
      Text("Writing to: \(recipient?.name ?? "nobody")")
    }
    .sheet(item: $recipient) { recipient in
      MessageSheet(contact: recipient) { self.recipient = contact(after: recipient) }
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
