import StateRuntime

extension CostlyStateInit.Broken {
  /// The search screen: a field, the suggestions for it, and recent searches.
  struct SearchScreen: View {
    @Bindable var query: SearchQuery
    let history: SearchHistory

    var body: some View {
      VStack {
        TextField("Search", text: $query.text)
        SuggestionsPanel(prefix: query.text)
        RecentSearchesPanel(history: history)
      }
    }
  }

  /// BUG (Xcode 26 and earlier): the model opens the database in its
  /// initialiser, and the property-wrapper `@State` evaluates this
  /// declaration's initial value on every init of the struct, keeping only
  /// the first model. Xcode 27's `State()` macro evaluates it once per
  /// identity, so there the database opens once.
  struct SuggestionsPanel: View {
    let prefix: String
    @State private var model = SuggestionsModel()

    var body: some View {
      Text("Suggestions: \(model.matches(prefix).joined(separator: ", "))")
    }
  }

  /// BUG (every era): this init builds the model itself and hands `@State` a
  /// finished value. `State(wrappedValue:)` takes a value, not a closure, so
  /// the history loads on every init whichever Xcode built it.
  struct RecentSearchesPanel: View {
    @State private var model: RecentsModel

    init(history: SearchHistory) {
      _model = State(wrappedValue: RecentsModel(history: history))
    }

    var body: some View {
      Text("Recent: \(model.recent.joined(separator: ", "))")
    }
  }

  @MainActor @Observable
  final class SuggestionsModel {
    private var words: [String]

    init() {
      words = SuggestionsDatabase.shared.open()
    }

    func matches(_ prefix: String) -> [String] {
      words.filter { !prefix.isEmpty && $0.hasPrefix(prefix) }
    }
  }

  @MainActor @Observable
  final class RecentsModel {
    private(set) var recent: [String]

    init(history: SearchHistory) {
      recent = history.load()
    }
  }
}
