// choice-why-stale: @State keeps the first value it got for that identity; the initial
// value a later init passes is evaluated and thrown away.
import SwiftUI

struct ReportScreen: View {
  @State private var title = "Draft"

  var body: some View {
    VStack {
      Button("Undo") { title = "Original" }
      Text("Document: \(title)")
      CopyEditor(title: title)
    }
  }
}

struct CopyEditor: View {
  @State private var title: String

  init(title: String) {
    _title = State(initialValue: title)
  }

  var body: some View {
    TextField("Copy", text: $title)
  }
}

#Preview { ReportScreen() }
