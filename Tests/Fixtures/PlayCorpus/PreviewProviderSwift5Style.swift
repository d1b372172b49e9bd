import SwiftUI

class Inbox: ObservableObject {
    @Published var unread = 3

    func markAllRead() {
        unread = 0
    }
}

struct InboxView: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        VStack {
            Text("Unread: \(inbox.unread)")
            Button("Mark all read") {
                inbox.markAllRead()
            }
            .disabled(inbox.unread == 0)
        }
    }
}

struct InboxView_Previews: PreviewProvider {
    static var previews: some View {
        InboxView(inbox: Inbox())
            .previewLayout(.sizeThatFits)
    }
}
