import SwiftUI

struct NoteEditor: View {
    @State private var note = ""
    private let limit = 20

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextEditor(text: $note)
                    .frame(minHeight: 120)
                    .textInputAutocapitalization(.sentences)
                    .autocorrectionDisabled()
                Text("\(note.count)/\(limit)")
                    .font(.caption)
                    .foregroundStyle(note.count > limit ? .red : .secondary)
                if note.count > limit {
                    Text("Too long")
                }
            }
            .padding()
            .navigationTitle("Note")
        }
    }
}

#Preview {
    NoteEditor()
}
