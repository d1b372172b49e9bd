import StateRuntime

/// A room of the museum: what the floor plan pushes.
struct Room: Codable, Hashable, Identifiable {
  let number: Int
  let theme: String
  var id: Int { number }
}

/// A work in a room: what a room pushes; its audio plays on its screen.
struct Artwork: Codable, Hashable, Identifiable {
  let title: String
  var id: String { title }
}

/// The museum's rooms and what hangs in them.
let museumRooms = [Room(number: 3, theme: "Impressionists"), Room(number: 4, theme: "Sculpture")]
let museumArtworks = [
  3: [Artwork(title: "Water Lilies"), Artwork(title: "Haystacks")],
  4: [Artwork(title: "The Thinker")],
]

/// The guide's first screen: a link per room.
struct FloorPlan: View {
  var body: some View {
    VStack {
      Text("Floor plan")
      ForEach(museumRooms) { room in
        NavigationLink("Room \(room.number)", value: room)
      }
    }
  }
}

/// A room: its theme and a link per artwork.
struct RoomScreen: View {
  let room: Room

  var body: some View {
    VStack {
      Text("Now in Room \(room.number): \(room.theme)")
      ForEach(museumArtworks[room.number] ?? []) { artwork in
        NavigationLink(artwork.title, value: artwork)
      }
    }
  }
}

/// An artwork whose audio commentary is playing.
struct ArtworkScreen: View {
  let artwork: Artwork

  var body: some View {
    Text("Now playing: \(artwork.title)")
  }
}
