import StateRuntime
import Testing

// Modelled on Apple's `ForEach.init(_:content:)` for `Range<Int>`: "The
// instance only reads the initial value of the provided data and doesn't need
// to identify views across updates. To compute views on demand over a dynamic
// range, use `ForEach/init(_:id:content:)`." When the count changes SwiftUI
// keeps the initial rows and logs "ForEach<Range<Int>, Int, Text> count (3)
// != its initial count (2). `ForEach(_:content:)` should only be used for
// *constant* data. Instead conform data to `Identifiable` or use
// `ForEach(_:id:content:)` and provide an explicit `id`!"
@MainActor
struct ForEachRangeTests {
  struct Words: View {
    @State var words = ["alpha", "beta"]
    @State var isShown = true
    var body: some View {
      VStack {
        if isShown {
          ForEach(0..<words.count) { index in
            Text(words[index])
          }
        }
        Button("Add") { words.append("gamma") }
        Button("Rename") { words[0] = "omega" }
        Button("Hide or show") { isShown.toggle() }
      }
    }
  }

  private func texts(_ host: ViewHost<Words>) -> [String] {
    host.elements().filter { $0.kind == .text }.map(\.label)
  }

  @Test func aLaterRangeWithAnotherCountKeepsTheInitialRowsAndWarns() throws {
    let host = ViewHost(Words())
    try host.tap("Add")
    #expect(texts(host) == ["alpha", "beta"])
    #expect(host.issues.map(\.kind) == [.nonConstantForEachRange])
    #expect(
      host.issues.first?.message
        == "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). "
        + "`ForEach(_:content:)` should only be used for *constant* data. "
        + "Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
    )
    #expect(host.issues.first?.severity == .warning)
  }

  @Test func eachNewWrongCountWarnsOnce() throws {
    let host = ViewHost(Words())
    try host.tap("Add")
    try host.tap("Rename")
    try host.tap("Add")
    #expect(
      host.issues.map(\.message).map { $0.prefix(40) } == [
        "ForEach<Range<Int>, Int, Text> count (3)", "ForEach<Range<Int>, Int, Text> count (4)",
      ])
  }

  @Test func theRowsStillShowWhatTheContentClosureBuildsNow() throws {
    let host = ViewHost(Words())
    try host.tap("Rename")
    #expect(texts(host) == ["omega", "beta"])
    #expect(host.issues.isEmpty)
  }

  @Test func aNewIdentityReadsTheRangeAfresh() throws {
    let host = ViewHost(Words())
    try host.tap("Add")
    try host.tap("Hide or show")
    try host.tap("Hide or show")
    #expect(texts(host) == ["alpha", "beta", "gamma"])
  }

  struct Dynamic: View {
    @State var count = 2
    var body: some View {
      VStack {
        ForEach(0..<count, id: \.self) { index in
          Text("row \(index)")
        }
        Button("More") { count += 1 }
      }
    }
  }

  @Test func theIDFormFollowsADynamicRange() throws {
    let host = ViewHost(Dynamic())
    try host.tap("More")
    #expect(host.elements().filter { $0.kind == .text }.map(\.label) == ["row 0", "row 1", "row 2"])
    #expect(host.issues.isEmpty)
  }
}
