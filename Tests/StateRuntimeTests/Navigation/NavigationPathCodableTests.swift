import Foundation
import StateRuntime
import Testing

/// `NavigationPath.codable`, `NavigationPath.CodableRepresentation` and
/// `NavigationPath.init(_:)`, as Apple's "Serialize the path" describes them.
@MainActor
struct NavigationPathCodableTests {
  struct Room: Codable, Hashable {
    let number: Int
  }

  struct Painting: Codable, Hashable {
    let title: String
  }

  /// Hashable but not Codable.
  struct Ticket: Hashable {
    let seat: Int
  }

  @Test func aPathOfCodableValuesRoundTripsThroughJSON() throws {
    var path = NavigationPath()
    path.append(Room(number: 3))
    path.append(Painting(title: "Water Lilies"))
    let representation = try #require(path.codable)
    let data = try JSONEncoder().encode(representation)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == representation)
    let restored = NavigationPath(decoded)
    #expect(restored == path)
    #expect(restored.count == 2)
    #expect(restored.description == "NavigationPath([Room(number: 3), Painting(title: \"Water Lilies\")])")
  }

  @Test func anEmptyPathHasAnEmptyRepresentation() throws {
    let representation = try #require(NavigationPath().codable)
    let data = try JSONEncoder().encode(representation)
    #expect(String(decoding: data, as: UTF8.self) == "[]")
    #expect(
      NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)).isEmpty)
  }

  @Test func codableIsNilWhenAnyValueIsNotCodable() {
    var path = NavigationPath()
    path.append(Room(number: 1))
    path.append(Ticket(seat: 12))
    #expect(path.codable == nil)
  }

  @Test func dataNamingATypeTheProgramLacksFailsToDecode() {
    let data = Data(#"["9NoSuchApp7GalleryV","{\"name\":\"Impressionists\"}"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    }
  }

  @Test func jsonItsTypeNoLongerReadsFailsToDecode() throws {
    // An earlier build wrote the room by name; this one reads it by number.
    var path = NavigationPath()
    path.append(Room(number: 3))
    let saved = String(decoding: try JSONEncoder().encode(try #require(path.codable)), as: UTF8.self)
    let older = saved.replacingOccurrences(of: #"{\"number\":3}"#, with: #"{\"name\":\"Impressionists\"}"#)
    #expect(older != saved)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(older.utf8))
    }
  }

  @Test func dataThatIsNotAPathFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data("{}".utf8))
    }
  }

  struct Guide: View {
    @SceneStorage("guide.path") private var pathData: Data?
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("Room 3", value: Room(number: 3))
          Text("Depth \(path.count)")
        }
        .navigationDestination(for: Room.self) { room in
          NavigationLink("Water Lilies", value: Painting(title: "Water Lilies"))
          Text("Room \(room.number)")
        }
        .navigationDestination(for: Painting.self) { artwork in Text("Painting: \(artwork.title)") }
      }
      .onAppear { restore() }
      .onChange(of: path) { _, path in
        pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
      }
    }

    private func restore() {
      guard let pathData else { return }
      do {
        path = NavigationPath(
          try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData))
      } catch {
        path = NavigationPath()
        self.pathData = nil
      }
    }
  }

  @Test func aPathInSceneStorageComesBackWhenTheSystemRestoresTheScene() throws {
    let host = ViewHost(Guide())
    try host.tap("Room 3")
    try host.tap("Water Lilies")
    host.relaunch(Guide(), restoringScene: true)
    #expect(host.element("Painting:")?.label == "Painting: Water Lilies")
    host.relaunch(Guide(), restoringScene: false)
    #expect(host.element("Depth")?.label == "Depth 0")
  }

  @Test func dataAnUpdateCannotReadFallsBackToTheRoot() throws {
    let host = ViewHost(Guide())
    try host.tap("Room 3")
    host.relaunch(Guide(), restoringSceneWith: ["guide.path": Data(#"["9NoSuchApp7GalleryV","{}"]"#.utf8)])
    #expect(host.element("Depth")?.label == "Depth 0")
    // The unreadable data was cleared: the next restore starts at the root too.
    host.relaunch(Guide(), restoringScene: true)
    #expect(host.element("Depth")?.label == "Depth 0")
  }
}
