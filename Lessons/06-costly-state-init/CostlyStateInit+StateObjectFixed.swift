import StateRuntime

/// The broken screen with `@StateObject` in place of `@State`, for the
/// comparison: the same costly inits, made once per identity in every era,
/// because `StateObject(wrappedValue:)` takes an autoclosure and evaluates it
/// only for a new identity, even when called in a custom init.
extension CostlyStateInit.StateObjectBuild {
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

  struct SuggestionsPanel: View {
    let prefix: String
    @StateObject private var model = SuggestionsModel()

    var body: some View {
      Text("Suggestions: \(model.matches(prefix).joined(separator: ", "))")
    }
  }

  struct RecentSearchesPanel: View {
    @StateObject private var model: RecentsModel

    init(history: SearchHistory) {
      _model = StateObject(wrappedValue: RecentsModel(history: history))
    }

    var body: some View {
      Text("Recent: \(model.recent.joined(separator: ", "))")
    }
  }

  @MainActor
  final class SuggestionsModel: ObservableObject {
    @Published private var words: [String]

    init() {
      words = SuggestionsDatabase.shared.open()
    }

    func matches(_ prefix: String) -> [String] {
      words.filter { !prefix.isEmpty && $0.hasPrefix(prefix) }
    }
  }

  @MainActor
  final class RecentsModel: ObservableObject {
    @Published private(set) var recent: [String]

    init(history: SearchHistory) {
      recent = history.load()
    }
  }
}
