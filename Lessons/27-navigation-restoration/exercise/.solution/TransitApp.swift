import Foundation
import StateRuntime

/// A line of the city's transit network.
struct Line: Codable, Hashable, Identifiable {
  let name: String
  var id: String { name }
}

/// A stop on a line.
struct Stop: Codable, Hashable, Identifiable {
  let name: String
  var id: String { name }
}

/// The lines, and the stops of each.
let transitLines = [Line(name: "Red"), Line(name: "Green")]
let transitStops = [
  "Red": [Stop(name: "Harbour"), Stop(name: "Old Town")], "Green": [Stop(name: "Airport")],
]

/// The transit app: lines, a line's stops, a stop's departures, on one stack.
/// Its path is saved in the scene's storage on every change, and read back at
/// launch; what no longer decodes falls back to the list of lines.
struct TransitApp: View {
  @SceneStorage("transit.path") private var savedPath: Data?
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Lines")
        ForEach(transitLines) { line in
          NavigationLink("\(line.name) line", value: line)
        }
      }
      .navigationDestination(for: Line.self) { line in
        VStack {
          Text("Line: \(line.name)")
          ForEach(transitStops[line.name] ?? []) { stop in
            NavigationLink(stop.name, value: stop)
          }
        }
      }
      .navigationDestination(for: Stop.self) { stop in Text("Stop: \(stop.name)") }
    }
    .onAppear { restorePath() }
    .onChange(of: path) { _, path in
      savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
  }

  /// Decodes the saved path; data another build wrote that no longer decodes
  /// gives the list of lines, and is cleared so no later launch meets it.
  private func restorePath() {
    guard let savedPath else { return }
    do {
      path = NavigationPath(
        try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath))
    } catch {
      path = NavigationPath()
      self.savedPath = nil
    }
  }
}
