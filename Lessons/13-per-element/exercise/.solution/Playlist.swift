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

/// The playlist screen: it reads `tracks` to lay out the rows, and hands each
/// row its own track.
struct PlaylistScreen: View {
  let playlist: Playlist

  var body: some View {
    VStack {
      ForEach(playlist.tracks) { track in
        TrackRow(track: track, playlist: playlist)
      }
    }
  }
}

/// One track with its Like button. Its body reads only the track it was given,
/// so it runs again only when that track changed; the playlist is used in the
/// button's action alone, which is not a dependency.
struct TrackRow: View {
  let track: Track
  let playlist: Playlist

  var body: some View {
    HStack {
      Text(track.isLiked ? "\(track.title) ♥" : track.title)
      Button("Like \(track.title)") { playlist.like(track.id) }
    }
  }
}
