// choice-view-save: saving the view's context after the import saves nothing of it: the
// inserts are in the actor's context, which does not autosave.
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
  func importNotes(_ texts: [String]) {
    for text in texts {
      modelContext.insert(Note(text: text))
    }
  }
}

struct NotesList: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var notes: [Note]

  var body: some View {
    VStack {
      Text("Notes: \(notes.count)")
      Button("Import") {
        let importer = NoteImporter(modelContainer: modelContext.container)
        Task {
          await importer.importNotes(["Call the plumber", "Buy stamps"])
          try? modelContext.save()
        }
      }
    }
  }
}

#Preview {
  NotesList()
    .modelContainer(for: Note.self, inMemory: true)
}
