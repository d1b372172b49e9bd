import SwiftUI
import Observation

@Observable
final class Note {
    var title = "Groceries"
}

struct TitleField: View {
    @Bindable var note: Note

    var body: some View {
        TextField("Title", text: $note.title)
    }
}

struct ContentView: View {
    @State private var note = Note()

    var body: some View {
        VStack {
            Text("Editing \(note.title)")
            TitleField(note: note)
        }
    }
}
