import StateRuntime

extension CostlyStateInit.Broken {
  /// The search screen: a field, and a suggestions panel under it.
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

  /// BUG: the model opens the database in its initialiser, and
  /// `@State`'s initial value is evaluated on every init of this struct;
  /// the runtime keeps the first model and throws the new ones away, but
  /// the database was opened anyway, once per keystroke.
  struct SuggestionsPanel: View {
    let prefix: String
    @State private var model: SuggestionsModel

    init(prefix: String, database: SuggestionsDatabase) {
      self.prefix = prefix
      _model = State(wrappedValue: SuggestionsModel(database: database))
    }

    var body: some View {
      Text("Suggestions: \(model.matches(prefix).joined(separator: ", "))")
    }
  }

  @MainActor @Observable
  final class SuggestionsModel {
    private var words: [String]

    init(database: SuggestionsDatabase) {
      words = database.open()
    }

    func matches(_ prefix: String) -> [String] {
      words.filter { !prefix.isEmpty && $0.hasPrefix(prefix) }
    }
  }
}
