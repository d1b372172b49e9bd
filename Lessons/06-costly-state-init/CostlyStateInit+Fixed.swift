import StateRuntime

extension CostlyStateInit.Fixed {
  /// The search screen, now handed the database it passes on.
  struct SearchScreen: View {
    @Bindable var query: SearchQuery
    let history: SearchHistory
    let database: SuggestionsDatabase

    var body: some View {
      VStack {
        TextField("Search", text: $query.text)
        SuggestionsPanel(prefix: query.text, database: database)
        RecentSearchesPanel(history: history)
      }
    }
  }

  /// FIX: the model's init does nothing costly, so it does not matter how
  /// often it runs. The panel is handed the database (a test can hand it a
  /// fake) and the work starts in `.task`, which starts as the panel appears,
  /// is cancelled when it disappears, and starts again on every reappearance
  /// or new identity: `load` is therefore idempotent. (Use `.task(id:)` for work
  /// that must restart when a value changes.)
  struct SuggestionsPanel: View {
    let prefix: String
    let database: SuggestionsDatabase
    @State private var model = SuggestionsModel()

    var body: some View {
      Text("Suggestions: \(model.matches(prefix).joined(separator: ", "))")
        .task { model.load(from: database) }
    }
  }

  /// FIX: the init only stores what it is given; the history loads in `.task`.
  struct RecentSearchesPanel: View {
    let history: SearchHistory
    @State private var model = RecentsModel()

    var body: some View {
      Text("Recent: \(model.recent.joined(separator: ", "))")
        .task { model.load(from: history) }
    }
  }

  @MainActor @Observable
  final class SuggestionsModel {
    private var words: [String] = []
    private var isLoaded = false

    func load(from database: SuggestionsDatabase) {
      guard !isLoaded else { return }
      words = database.open()
      isLoaded = true
    }

    func matches(_ prefix: String) -> [String] {
      words.filter { !prefix.isEmpty && $0.hasPrefix(prefix) }
    }
  }

  @MainActor @Observable
  final class RecentsModel {
    private(set) var recent: [String] = []
    private var isLoaded = false

    func load(from history: SearchHistory) {
      guard !isLoaded else { return }
      recent = history.load()
      isLoaded = true
    }
  }
}
