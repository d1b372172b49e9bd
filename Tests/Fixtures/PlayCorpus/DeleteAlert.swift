import SwiftUI

struct InboxView: View {
    @State private var messages = ["Lunch?", "Invoice", "Re: Lunch?"]
    @State private var showingDeleteAlert = false
    @State private var showingLegacyAlert = false

    var body: some View {
        VStack {
            Text("\(messages.count) messages")
            Button("Delete All") {
                showingDeleteAlert = true
            }
            Button("About") {
                showingLegacyAlert = true
            }
        }
        .alert("Delete all messages?", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive) {
                messages.removeAll()
            }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("You can't undo this action.")
        }
        .alert(isPresented: $showingLegacyAlert) {
            Alert(
                title: Text("Inbox"),
                message: Text("Version 1.0"),
                dismissButton: .default(Text("Got it!"))
            )
        }
    }
}

#Preview {
    InboxView()
}
