import StateRuntime
import Testing

/// SwiftUI's rules for "did this child's input change" (John Harper of the
/// SwiftUI team, quoted in Chris Eidhof's "SwiftUI View Equality"): plain
/// data bit for bit with `==` ignored; `==` for Equatable views that are not
/// plain data, or when forced with `.equatable()`; closures by function and
/// context; references by identity.
@MainActor
struct InputComparisonTests {
  /// Plain data whose `==` looks at the count only.
  struct Badge: View, Equatable {
    let count: Int
    let tint: Int
    var body: some View { Text("\(count) new") }
    nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }
  }

  /// Not plain data (a String), with an `==` that looks at the count only.
  struct Label: View, Equatable {
    let count: Int
    let caption: String
    var body: some View { Text("\(count) \(caption)") }
    nonisolated static func == (lhs: Label, rhs: Label) -> Bool { lhs.count == rhs.count }
  }

  enum Wrapping: Sendable { case none, modifier, view }

  struct Postbox: View {
    let wrapping: Wrapping
    @State private var tint = 0
    var body: some View {
      VStack {
        switch wrapping {
        case .none: Badge(count: 3, tint: tint)
        case .modifier: Badge(count: 3, tint: tint).equatable()
        case .view: EquatableView(content: Badge(count: 3, tint: tint))
        }
        Label(count: 3, caption: tint.isMultiple(of: 2) ? "even" : "odd")
        Button("Recolour") { tint += 1 }
      }
    }
  }

  @Test func aPlainDataViewRunsWhenAFieldItsEqualityIgnoresChanges() throws {
    let host = ViewHost(Postbox(wrapping: .none))
    host.resetCounts()
    try host.tap("Recolour")
    #expect(host.bodyCount(of: "Badge") == 1)
    #expect(host.logLines.contains("≠ Badge: `tint` differs (plain data, compared bit for bit)"))
  }

  @Test(arguments: [Wrapping.modifier, .view])
  func equatableForcesTheViewsOwnEquality(wrapping: Wrapping) throws {
    let host = ViewHost(Postbox(wrapping: wrapping))
    host.resetCounts()
    try host.tap("Recolour")
    #expect(host.bodyCount(of: "Badge") == 0)
    #expect(
      host.logLines.contains("· Badge: body skipped, inputs unchanged (compared with its == (.equatable()))"))
  }

  @Test func aViewThatIsNotPlainDataUsesItsOwnEquality() throws {
    let host = ViewHost(Postbox(wrapping: .none))
    host.resetCounts()
    try host.tap("Recolour")
    // The caption changed, but Label's == looks at the count only.
    #expect(host.bodyCount(of: "Label") == 0)
    #expect(host.logLines.contains("· Label: body skipped, inputs unchanged (compared with its ==)"))
  }

  struct Gauge: View {
    let level: Double
    var body: some View { Text(level < 0 || 1 / level < 0 ? "below" : "level \(level)") }
  }

  struct Meter: View {
    @State private var level = 0.0
    var body: some View {
      VStack {
        Gauge(level: level)
        Button("Negate") { level = -level }
      }
    }
  }

  @Test func plainDataIsComparedByItsBitsNotByEquality() throws {
    // 0.0 == -0.0, but their bits differ: a plain-data field holding them changed.
    let host = ViewHost(Meter())
    host.resetCounts()
    try host.tap("Negate")
    #expect(host.bodyCount(of: "Gauge") == 1)
  }

  struct ActionRow: View {
    let title: String
    let action: @MainActor () -> Void
    var body: some View { Button(title, action: action) }
  }

  @MainActor static var presses = 0

  struct Toolbar: View {
    @State private var revision = 0
    var body: some View {
      VStack {
        Text("revision \(revision)")
        // Captures nothing: no context, the same value every body.
        ActionRow(title: "Help") { InputComparisonTests.presses += 1 }
        // Captures self (its @State): a new context every body.
        ActionRow(title: "Save") { revision += 1 }
      }
    }
  }

  @Test func aNonCapturingClosureIsUnchangedAndACapturingOneChanges() throws {
    let host = ViewHost(Toolbar())
    let mount = host.lastPass
    try host.tap("Save")
    let runs = host.changes.filter { $0.pass > mount }.map(\.path)
    #expect(runs.contains { $0.hasSuffix("[2]/ActionRow") }, "\(host.logLines)")
    #expect(!runs.contains { $0.hasSuffix("[1]/ActionRow") }, "\(host.logLines)")
    #expect(host.logLines.contains("≠ ActionRow: `action` differs (compared field by field)"))
  }

  final class Session {
    let user: String
    init(user: String) { self.user = user }
  }

  struct Avatar: View {
    let session: Session
    var body: some View { Text(session.user) }
  }

  struct Header: View {
    @State private var session = Session(user: "ada")
    var body: some View {
      VStack {
        Avatar(session: session)
        Button("Same user, new session") { session = Session(user: "ada") }
        Button("Touch") { session = session }
      }
    }
  }

  @Test func referencesAreComparedByIdentity() throws {
    let host = ViewHost(Header())
    host.resetCounts()
    try host.tap("Same user, new session")
    // Equal contents, another instance: changed.
    #expect(host.bodyCount(of: "Avatar") == 1)
    host.resetCounts()
    try host.tap("Touch")
    #expect(host.bodyCount(of: "Avatar") == 0)
  }
}
