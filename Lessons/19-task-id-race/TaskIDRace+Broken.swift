import StateRuntime

extension TaskIDRace.Broken {
  /// BUG: every keystroke starts a search in a Task nobody cancels. The
  /// answer for "sw" is slow; it arrives after the one for "swift" and
  /// writes its older results over the newer ones.
  struct SearchScreen: View {
    let search: BookSearch
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
      VStack {
        TextField("Search", text: $query)
        Text("Results: \(results.isEmpty ? "none" : results.joined(separator: ", "))")
      }
      .onChange(of: query) { _, newQuery in
        Task {
          results = (try? await search.search(newQuery)) ?? []
        }
      }
    }
  }
}
