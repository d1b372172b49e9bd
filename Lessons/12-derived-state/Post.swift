import StateRuntime

/// A post in the team feed; `minute` orders it (newest first).
struct Post: Identifiable, Equatable {
  let id: Int
  let title: String
  let minute: Int
}

/// The sample feed both versions start from.
let samplePosts = [
  Post(id: 1, title: "Standup notes", minute: 540),
  Post(id: 2, title: "Release checklist", minute: 600),
  Post(id: 3, title: "Lunch?", minute: 720),
]

/// The clock in the corner; ticking it re-evaluates the screen without touching posts.
@MainActor @Observable
final class WallClock {
  var minute = 730
}
