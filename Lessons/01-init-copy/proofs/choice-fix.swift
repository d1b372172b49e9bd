// choice-fix: @Binding var title, passed $document.title: the editor reads and writes the
// one owner's value.
import SwiftUI

struct ReportScreen: View {
  @State private var title = "Draft"

  var body: some View {
    VStack {
      Button("Undo") { title = "Original" }
      Text("Document: \(title)")
      BindingEditor(title: $title)
    }
  }
}

struct BindingEditor: View {
  @Binding var title: String

  var body: some View {
    TextField("Bound", text: $title)
  }
}

#Preview { ReportScreen() }
