import StateRuntime
import Testing

/// When appearance actions run: a replaced identity's successor appears
/// before it disappears, and a Group hands its modifiers to each member.
@MainActor
struct AppearanceOrderTests {
  @MainActor final class Journal {
    var entries: [String] = []
  }

  struct Swatch: View {
    let journal: Journal
    @State private var red = false
    var body: some View {
      VStack {
        Text(red ? "red" : "blue")
          .onAppear { journal.entries.append("A") }
          .onDisappear { journal.entries.append("D") }
          .id(red)
        Button("Flip") { red.toggle() }
      }
    }
  }

  @Test func whenTheIDChangesTheNewViewAppearsBeforeTheOldDisappears() throws {
    // OpenSwiftUI's compatibility tests, run against Apple's SwiftUI, record
    // "A" at mount, then "A" of the new view before "D" of the old one.
    let journal = Journal()
    let host = ViewHost(Swatch(journal: journal))
    try host.tap("Flip")
    #expect(journal.entries == ["A", "A", "D"])
  }

  struct Panel: View {
    let journal: Journal
    @State private var showsFooter = false
    var body: some View {
      VStack {
        Group {
          Text("Header")
          Text("Body")
          if showsFooter { Text("Footer") }
        }
        .onAppear { journal.entries.append("appear") }
        Button("Footer") { showsFooter.toggle() }
      }
    }
  }

  @Test func onAppearOnAGroupRunsForEachMember() throws {
    // Apple's Group documentation: the modifier applies to each member.
    let journal = Journal()
    let host = ViewHost(Panel(journal: journal))
    #expect(journal.entries == ["appear", "appear"])
    try host.tap("Footer")
    // The footer is a member that just appeared.
    #expect(journal.entries == ["appear", "appear", "appear"])
    try host.tap("Footer")
    try host.tap("Footer")
    #expect(journal.entries.count == 4)
    #expect(host.element("Footer") != nil)
  }

  struct Counter: View {
    let journal: Journal
    @State private var count = 0
    var body: some View {
      VStack {
        Group {
          Text("\(count)")
        }
        .onAppear { journal.entries.append("appear") }
        Button("More") { count += 1 }
      }
    }
  }

  @Test func aGroupsMembersKeepTheirIdentityAcrossUpdates() throws {
    let journal = Journal()
    let host = ViewHost(Counter(journal: journal))
    try host.tap("More")
    try host.tap("More")
    #expect(journal.entries == ["appear"])
    #expect(host.element("2") != nil)
  }
}
