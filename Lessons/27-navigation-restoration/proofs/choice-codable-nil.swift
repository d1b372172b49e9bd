// choice-codable-nil: path.codable is nil as soon as one pushed value is not Codable; append
// takes any Hashable value.
import StateRuntime

struct Room: Codable, Hashable {
  let number: Int
}

/// Hashable, not Codable.
struct Ticket: Hashable {
  let seat: Int
}

struct PathInspector: View {
  @State private var path = NavigationPath()

  var body: some View {
    VStack {
      Button("Push room") { path.append(Room(number: 3)) }
      Button("Push ticket") { path.append(Ticket(seat: 12)) }
      Text("Pushed: \(path.count)")
      Text("Codable: \(path.codable == nil ? "nil" : "a representation")")
    }
  }
}

#Preview { PathInspector() }
