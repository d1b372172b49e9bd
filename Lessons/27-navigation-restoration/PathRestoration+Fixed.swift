import Foundation
import StateRuntime

extension PathRestoration.Fixed {
  /// FIX: the path is still @State, and its serializable form, path.codable
  /// encoded as Data, is kept in @SceneStorage: the system restores it with the
  /// scene, and destroys it with a scene the visitor closes. At launch the
  /// guide decodes it; what no longer decodes (an update renamed or reshaped a
  /// type the path held) falls back to the floor plan, and is cleared so no
  /// later launch meets it again.
  struct GuideApp: View {
    @SceneStorage("guide.path") private var savedPath: Data?
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        FloorPlan()
          .navigationDestination(for: Room.self) { room in RoomScreen(room: room) }
          .navigationDestination(for: Artwork.self) { artwork in ArtworkScreen(artwork: artwork) }
      }
      .onAppear { restorePath() }
      .onChange(of: path) { _, path in
        // nil when a pushed value is not Codable: nothing worth saving then.
        savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
      }
    }

    private func restorePath() {
      guard let savedPath else { return }
      do {
        let representation = try JSONDecoder().decode(
          NavigationPath.CodableRepresentation.self, from: savedPath)
        path = NavigationPath(representation)
      } catch {
        path = NavigationPath()
        self.savedPath = nil
      }
    }
  }
}
