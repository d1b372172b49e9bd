// choice-autosave: the container's main context (the environment's, in a view) autosaves;
// a context made with ModelContext(container) does not, until you set it.
import SwiftData
import SwiftUI

@Model
final class Note {
  var text: String

  init(text: String) {
    self.text = text
  }
}

struct ContextsView: View {
  @Environment(\.modelContext) private var modelContext
  @State private var made = "not made yet"

  var body: some View {
    VStack {
      Text("Environment's context autosaves: \(modelContext.autosaveEnabled)")
      Text("Context made by hand autosaves: \(made)")
      Button("Make a context") {
        made = "\(ModelContext(modelContext.container).autosaveEnabled)"
      }
    }
  }
}

#Preview {
  ContextsView()
    .modelContainer(for: Note.self, inMemory: true)
}
