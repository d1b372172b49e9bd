import StateRuntime

/// One track: a plain value.
struct Track: Identifiable, Equatable {
  let id: Int
  let title: String
  var isLiked = false
}

/// The playlist. `tracks` is one stored property: Observation tracks it as a whole.
@Observable
final class Playlist {
  var tracks = [
    Track(id: 1, title: "Blue in Green"), Track(id: 2, title: "So What"), Track(id: 3, title: "Naima"),
  ]

  func like(_ id: Int) {
    guard let index = tracks.firstIndex(where: { $0.id == id }) else { return }
    tracks[index].isLiked = true
  }

  func add(_ title: String) {
    tracks.append(Track(id: (tracks.map(\.id).max() ?? 0) + 1, title: title))
  }
}

/// The playlist screen: a row per track.
struct PlaylistScreen: View {
  let playlist: Playlist

  var body: some View {
    VStack {
      ForEach(playlist.tracks) { track in
        TrackRow(playlist: playlist, id: track.id)
      }
    }
  }
}

/// One track with its Like button. It finds its track in the playlist.
struct TrackRow: View {
  let playlist: Playlist
  let id: Int

  var body: some View {
    if let track = playlist.tracks.first(where: { $0.id == id }) {
      HStack {
        Text(track.isLiked ? "\(track.title) ♥" : track.title)
        Button("Like \(track.title)") { playlist.like(id) }
      }
    }
  }
}
