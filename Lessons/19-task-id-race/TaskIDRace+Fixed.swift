import StateRuntime

extension TaskIDRace.Fixed {
  /// FIX: the search is tied to the query with .task(id:). A new query
  /// cancels the running search before starting the next; the cancelled
  /// one throws out of its wait and writes nothing.
  struct SearchScreen: View {
    let search: BookSearch
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
      VStack {
        TextField("Search", text: $query)
        Text("Results: \(results.isEmpty ? "none" : results.joined(separator: ", "))")
      }
      .task(id: query) {
        do {
          results = try await search.search(query)
        } catch {
          // Cancelled: a newer query owns the results now.
        }
      }
    }
  }
}
