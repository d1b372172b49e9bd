import SwiftData
import SwiftUI

@Model
final class Note {
  var text: String

  init(text: String) {
    self.text = text
  }
}

@ModelActor
actor NoteImporter {
  func importNotes(_ texts: [String]) throws {
    for text in texts {
      modelContext.insert(Note(text: text))
    }
    try modelContext.save()
  }
}

struct NotesList: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var notes: [Note]

  var body: some View {
    VStack {
      NotesHeader()
      Text("Notes: \(notes.count)")
      Button("Import") {
        let importer = NoteImporter(modelContainer: modelContext.container)
        Task { try await importer.importNotes(["Call the plumber", "Buy stamps"]) }
      }
    }
  }
}

struct NotesHeader: View {
  var body: some View {
    Text("My notes")
  }
}

#Preview {
  NotesList()
    .modelContainer(for: Note.self, inMemory: true)
}
