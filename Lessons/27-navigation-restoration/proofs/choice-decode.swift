// choice-decode: data saved by an older version whose route was renamed does not decode; with
// `try?` the restore gets nil and the stack starts empty, and the app keeps running.
import SwiftUI

enum RouteV2: Hashable, Codable {
  case trail(String)
  case trailMap(String)
}

struct Guide: View {
  // What version 1 saved: its map route was called `map`.
  let saved = Data(#"[{"trail":{"_0":"ridge"}},{"map":{"_0":"ridge"}}]"#.utf8)
  @State private var path: [RouteV2] = []
  @State private var restored = "not yet"

  var body: some View {
    VStack {
      Text("Screens on the stack: \(path.count)")
      Text("Restore: \(restored)")
    }
    .onAppear {
      if let routes = try? JSONDecoder().decode([RouteV2].self, from: saved) {
        path = routes
        restored = "decoded \(routes.count) screens"
      } else {
        restored = "did not decode, starting at the list"
      }
    }
  }
}

#Preview { Guide() }
