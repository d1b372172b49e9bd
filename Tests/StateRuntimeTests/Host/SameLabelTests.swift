import Testing

@testable import StateRuntime

/// Controls with the same label are told apart by path or by place (issue 19, item 5).
@MainActor struct SameLabelTests {
  struct Player: View {
    let name: String
    @State private var plays = 0
    var body: some View {
      VStack {
        Text("\(name) played \(plays)")
        Button("Play") { plays += 1 }
      }
    }
  }

  struct Pair: View {
    var body: some View {
      VStack {
        Player(name: "Left")
        Player(name: "Right")
      }
    }
  }

  @Test func aBareSameLabelIsAmbiguousAndTheErrorSaysHowToChoose() {
    let host = ViewHost(Pair())
    #expect(throws: ViewHostError.self) { try host.tap("Play") }
    do {
      try host.tap("Play")
    } catch {
      #expect(error.description.contains("\"Play #1\" to \"Play #2\""), "\(error.description)")
    }
  }

  @Test func aPlaceOnScreenChoosesTheControl() throws {
    let host = ViewHost(Pair())
    try host.tap("Play #2")
    #expect(host.element("Right played 1") != nil)
    #expect(host.element("Left played 0") != nil)
    #expect(throws: ViewHostError.self) { try host.tap("Play #3") }
  }

  @Test func thePathTheErrorListsChoosesTheControl() throws {
    let host = ViewHost(Pair())
    let paths = host.elements().filter { $0.label == "Play" }.map(\.path)
    #expect(paths.count == 2)
    try host.tap(paths[0])
    #expect(host.element("Left played 1") != nil)
    #expect(host.element("Right played 0") != nil)
  }
}
