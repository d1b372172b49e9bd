import StateRuntime

extension InitCopy.Fixed {
  /// The report screen: the document stays the only owner of its title.
  struct ReportScreen: View {
    @Bindable var document: ReportDocument

    var body: some View {
      VStack {
        Text("Report: \(document.title)")
        TitleEditor(title: $document.title)
      }
    }
  }

  /// FIX: the editor keeps no copy. It edits the owner's value through a
  /// `@Binding`, so an undo or a sync shows up in the field at once.
  struct TitleEditor: View {
    @Binding var title: String

    var body: some View {
      TextField("Title", text: $title)
    }
  }
}
