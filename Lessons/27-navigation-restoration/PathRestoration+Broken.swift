import StateRuntime

extension PathRestoration.Broken {
  /// BUG: the path is only @State. It lives as long as the guide's identity,
  /// and a relaunch makes every identity new: when the system ends the app in
  /// the background and later restores its scene, the guide opens on the floor
  /// plan, whatever the visitor was listening to.
  struct GuideApp: View {
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        FloorPlan()
          .navigationDestination(for: Room.self) { room in RoomScreen(room: room) }
          .navigationDestination(for: Artwork.self) { artwork in ArtworkScreen(artwork: artwork) }
      }
    }
  }
}
