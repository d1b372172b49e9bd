// choice-fix: the actor saves the context it inserted into; the save reaches the view's query.
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
    if modelContext.hasChanges {
      try modelContext.save()
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
        Task { try await importer.importNotes(["Call the plumber", "Buy stamps"]) }
      }
    }
  }
}

#Preview {
  NotesList()
    .modelContainer(for: Note.self, inMemory: true)
}
