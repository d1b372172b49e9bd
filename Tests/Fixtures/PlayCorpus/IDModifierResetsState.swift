import SwiftUI

struct DraftEditor: View {
    @State private var draft = ""

    var body: some View {
        TextField("Draft", text: $draft)
    }
}

struct ContentView: View {
    @State private var documentID = 1

    var body: some View {
        VStack {
            Text("Document \(documentID)")
            DraftEditor()
                .id(documentID)
            Button("Next document") { documentID += 1 }
        }
    }
}
