import Foundation
@_spi(Tooling) import StateRuntime
import Testing

/// The runtime's records are `Codable`, so a child process can send them and
/// the tool can render them with the one renderer (`RuntimeEvent.logLine`).
@MainActor
struct RuntimeEventCodingTests {
  @Observable final class Feed {
    var posts = ["hello"]
  }

  struct Wall: View {
    let feed: Feed
    @State private var draft = ""
    var body: some View {
      VStack {
        ForEach(feed.posts, id: \.self) { Text($0) }
        TextField("Draft", text: $draft)
        Button("Post") { feed.posts.append(draft) }
        if draft.isEmpty { Text("Say something") }
      }
    }
  }

  @Test func everyRecordSurvivesAJSONRoundTripAndRendersTheSame() throws {
    let feed = Feed()
    let host = ViewHost(Wall(feed: feed))
    try host.type("hi", into: "Draft")
    try host.tap("Post")
    try host.tap("Post")  // a duplicate ForEach id: an issue record
    let data = try JSONEncoder().encode(host.events)
    let decoded = try JSONDecoder().decode([RuntimeEvent].self, from: data)
    #expect(decoded == host.events)
    #expect(decoded.compactMap(\.logLine) == host.events.compactMap(\.logLine))
    #expect(host.events.contains { if case .issueRaised = $0 { true } else { false } })
    // The links `why` follows cross too: the `if` that went false and the rows a post added
    // are identity changes, and a write names the views it invalidated.
    let kinds = decoded.compactMap { if case .identityChanged(let change) = $0 { change.kind } else { nil } }
    #expect(kinds.contains(.removed) && kinds.contains(.inserted))
    #expect(
      decoded.contains { if case .stateChanged(let write) = $0 { write.invalidated != nil } else { false } })
    #expect(
      try JSONDecoder().decode([BodyChange].self, from: JSONEncoder().encode(host.changes)) == host.changes)
  }
}
