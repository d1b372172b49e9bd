import SwiftUI

struct InboxToolbar: View {
    @State private var unread = 3
    @State private var archived = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("\(unread) unread")
                Text("\(archived) archived")
                    .accessibilityLabel("Archived messages")
                    .accessibilityAddTraits(.isStaticText)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Archive", systemImage: "archivebox") {
                        archived += unread
                        unread = 0
                    }
                    .labelStyle(.iconOnly)
                    .disabled(unread == 0)
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("New Mail", systemImage: "square.and.pencil") {
                        unread += 1
                    }
                    .accessibilityHint("Adds an unread message")
                }
            }
        }
    }
}

#Preview {
    InboxToolbar()
}
