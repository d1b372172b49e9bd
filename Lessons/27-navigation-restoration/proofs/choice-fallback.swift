// choice-fallback: data naming a type the app no longer has does not decode: the decoder throws,
// and no path exists to skip values from; the fallback is an empty path.
import Foundation
import StateRuntime

struct Room: Codable, Hashable {
  let number: Int
}

/// What build 1.0 saved: its rooms were a type since renamed.
let build1Data = Data(#"["5Guide7GalleryV","{\"name\":\"Impressionists\"}"]"#.utf8)

struct Restorer: View {
  @State private var path = NavigationPath()
  @State private var outcome = "not tried"

  var body: some View {
    VStack {
      Button("Restore 1.0's path") {
        do {
          path = NavigationPath(
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: build1Data))
          outcome = "decoded"
        } catch is DecodingError {
          path = NavigationPath()
          outcome = "the decoder threw a DecodingError"
        } catch {
          outcome = "another error"
        }
      }
      Text("Outcome: \(outcome)")
      Text("Pushed: \(path.count)")
    }
  }
}

#Preview { Restorer() }
