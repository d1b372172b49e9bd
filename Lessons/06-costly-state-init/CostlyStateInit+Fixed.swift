import StateRuntime

extension CostlyStateInit.Fixed {
  /// The search screen: unchanged.
  struct SearchScreen: View {
    @Bindable var query: SearchQuery
    let database: SuggestionsDatabase

    var body: some View {
      VStack {
        TextField("Search", text: $query.text)
        SuggestionsPanel(prefix: query.text, database: database)
      }
    }
  }

  /// FIX: the initialiser only stores what it is given; the work starts in
  /// `.task`, which runs once when this identity appears.
  struct SuggestionsPanel: View {
    let prefix: String
    let database: SuggestionsDatabase
    @State private var model = SuggestionsModel()

    var body: some View {
      Text("Suggestions: \(model.matches(prefix).joined(separator: ", "))")
        .task { model.load(from: database) }
    }
  }

  @MainActor @Observable
  final class SuggestionsModel {
    private var words: [String] = []

    func load(from database: SuggestionsDatabase) {
      words = database.open()
    }

    func matches(_ prefix: String) -> [String] {
      words.filter { !prefix.isEmpty && $0.hasPrefix(prefix) }
    }
  }
}
