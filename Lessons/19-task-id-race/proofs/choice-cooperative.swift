// choice-cooperative: a search in .task(id:) that uses `try? await Task.sleep` and then
// writes its results: try? swallows the cancellation, so the cancelled task still writes.
import SwiftUI

@MainActor @Observable
final class Results {
  var written: [String] = []
}

struct SearchScreen: View {
  @State private var results = Results()
  @State private var query = "sw"

  var body: some View {
    VStack {
      Button("Type more") { query = "swift" }
      Text("Written: \(results.written.joined(separator: ", "))")
      Text("Query: \(query)")
        .task(id: query) {
          try? await Task.sleep(for: .milliseconds(query == "sw" ? 200 : 10))
          results.written.append(query)
        }
    }
  }
}

#Preview { SearchScreen() }
