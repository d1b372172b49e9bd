// The checks for the exercise 'per-element'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: PlaylistScreen, Playlist.

import StateRuntime

/// The TrackRow bodies evaluated by `change`, after mount.
@MainActor private func rowsEvaluated(
  _ host: ViewHost<PlaylistScreen>, by change: () throws -> Void
) throws -> (count: Int, log: [RuntimeEvent]) {
  host.resetCounts()
  let before = host.events.count
  try change()
  host.flush()
  return (host.bodyCount(of: "TrackRow"), Array(host.events[before...]))
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("every track shows its title") {
      let host = ViewHost(PlaylistScreen(playlist: Playlist()))
      for title in ["Blue in Green", "So What", "Naima"] {
        try expect(
          host.element(title) != nil, "a row should read \"\(title)\"; the screen shows:\n" + host.render())
      }
    },
    Check("liking a track puts a heart on it") {
      let host = ViewHost(PlaylistScreen(playlist: Playlist()))
      try host.tap("Like So What")
      try expect(
        host.element("So What ♥") != nil,
        "after Like, the row should read \"So What ♥\"; the screen shows:\n" + host.render(), log: host.events)
    },
    Check("liking a track re-evaluates only its row") {
      let host = ViewHost(PlaylistScreen(playlist: Playlist()))
      let (count, log) = try rowsEvaluated(host) { try host.tap("Like Naima") }
      try expectEqual(count, 1, "TrackRow body evaluations after liking one track", log: log)
    },
    Check("adding a track evaluates only the new row") {
      let playlist = Playlist()
      let host = ViewHost(PlaylistScreen(playlist: playlist))
      let (count, log) = try rowsEvaluated(host) { playlist.add("Giant Steps") }
      try expectEqual(count, 1, "TrackRow body evaluations after adding one track", log: log)
      try expect(host.element("Giant Steps") != nil, "the new track should show", log: log)
    },
  ]
}
