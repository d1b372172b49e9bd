import LessonsPlayDriver
import StateRuntime

/// A search whose answers arrive when the network delivers them.
@MainActor
final class ManualSearch {
  private var waiting: [String: (String) -> Void] = [:]

  func search(_ query: String, completion: @escaping (String) -> Void) {
    waiting[query] = completion
  }

  func deliver(_ query: String) {
    waiting.removeValue(forKey: query)?("results for \(query)")
  }
}

struct SearchBox: View {
  let service: ManualSearch
  @State private var query = ""
  @State private var shown = "nothing yet"

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      Text("Showing: \(shown)")
    }
    .onChange(of: query) { _, newQuery in
      service.search(newQuery) { shown = $0 }
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let service = ManualSearch()
  return LessonApp(
    SearchBox(service: service), xcode: xcode,
    events: [
      OutsideEvent("deliver", "the network delivers the answer for swift first, then for sw") {
        service.deliver("swift")
        service.deliver("sw")
      }
    ])
})
