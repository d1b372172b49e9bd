import Foundation
@_spi(Tooling) import StateRuntime
import Testing

/// `@AppStorage`, `.defaultAppStorage(_:)`, `@SceneStorage` and a relaunch,
/// each host on a defaults suite of its own, removed after.
@MainActor
struct AppStorageTests {
  /// A fresh `UserDefaults` suite, removed when the test ends.
  final class Suite {
    let name = "lessons.tests.\(UUID().uuidString)"
    let defaults: UserDefaults

    init() {
      defaults = UserDefaults(suiteName: name)!
    }

    deinit {
      defaults.removePersistentDomain(forName: name)
    }
  }

  struct Settings: View {
    @AppStorage("compact") private var compact = false
    @AppStorage("fontSize") private var fontSize = 12
    var body: some View {
      VStack {
        Toggle("Compact", isOn: $compact)
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 8...30)
      }
    }
  }

  struct Preview: View {
    @AppStorage("compact") private var compact = false
    var body: some View { Text(compact ? "Preview: compact" : "Preview: roomy") }
  }

  struct Window: View {
    var body: some View {
      VStack {
        Settings()
        Preview()
      }
    }
  }

  @Test func aWriteLandsUnderItsKeyAndTwoViewsOnOneKeyStayInStep() throws {
    let suite = Suite()
    let host = ViewHost(Window().defaultAppStorage(suite.defaults))
    #expect(suite.defaults.object(forKey: "compact") == nil, "the default is not written")
    try host.toggle("Compact")
    #expect(suite.defaults.bool(forKey: "compact"))
    #expect(host.element("Preview:")?.label == "Preview: compact")
    try host.increment("Font size")
    #expect(suite.defaults.integer(forKey: "fontSize") == 13)
  }

  @Test func anOutsideWriteUpdatesTheViewsAtTheNextFlush() {
    let suite = Suite()
    let host = ViewHost(Window().defaultAppStorage(suite.defaults))
    host.resetCounts()
    suite.defaults.set(true, forKey: "compact")
    host.flush()
    #expect(host.element("Compact")?.value == "on")
    #expect(host.element("Preview:")?.label == "Preview: compact")
    #expect(host.bodyCount(of: "Preview") == 1)
    #expect(host.logLines.contains { $0.contains("Preview._compact") })
  }

  struct Explicit: View {
    let store: UserDefaults
    var body: some View { Named(store: store) }
  }

  struct Named: View {
    let store: UserDefaults
    @AppStorage var name: String
    init(store: UserDefaults) {
      self.store = store
      _name = AppStorage(wrappedValue: "Guest", "name", store: store)
    }
    var body: some View { TextField("Name", text: $name) }
  }

  @Test func aStoreNamedInTheDeclarationWins() throws {
    let own = Suite()
    let other = Suite()
    let host = ViewHost(Explicit(store: own.defaults).defaultAppStorage(other.defaults))
    #expect(host.element("Name")?.value == "Guest")
    try host.type("Ada", into: "Name")
    #expect(own.defaults.string(forKey: "name") == "Ada")
    #expect(other.defaults.string(forKey: "name") == nil)
  }

  enum Theme: String {
    case light, dark
  }

  enum Sort: Int {
    case name, date
  }

  struct Kinds: View {
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("sort") private var sort = Sort.name
    @AppStorage("ratio") private var ratio = 0.5
    @AppStorage("home") private var home: URL?
    @AppStorage("blob") private var blob = Data()
    var body: some View {
      VStack {
        Text("Theme: \(theme.rawValue)")
        Text("Sort: \(sort)")
        Text("Ratio: \(ratio)")
        Text("Home: \(home?.absoluteString ?? "none")")
        Text("Blob: \(blob.count)")
        Button("Change all") {
          theme = .dark
          sort = .date
          ratio = 0.75
          home = URL(string: "https://example.com/a")
          blob = Data([1, 2, 3])
        }
        Button("Forget home") { home = nil }
      }
    }
  }

  @Test func everySupportedKindRoundTripsThroughTheStore() throws {
    let suite = Suite()
    let host = ViewHost(Kinds().defaultAppStorage(suite.defaults))
    try host.tap("Change all")
    #expect(suite.defaults.string(forKey: "theme") == "dark")
    #expect(suite.defaults.integer(forKey: "sort") == 1)
    #expect(suite.defaults.double(forKey: "ratio") == 0.75)
    #expect(suite.defaults.data(forKey: "blob") == Data([1, 2, 3]))
    #expect(host.element("Home:")?.label == "Home: https://example.com/a")
    host.relaunch(Kinds().defaultAppStorage(suite.defaults))
    #expect(host.element("Theme:")?.label == "Theme: dark")
    #expect(host.element("Sort:")?.label == "Sort: date")
    #expect(host.element("Ratio:")?.label == "Ratio: 0.75")
    #expect(host.element("Blob:")?.label == "Blob: 3")
    try host.tap("Forget home")
    #expect(suite.defaults.object(forKey: "home") == nil)
    #expect(host.element("Home:")?.label == "Home: none")
  }

  struct Editor: View {
    @State private var draft = ""
    @SceneStorage("tab") private var tab = "inbox"
    @AppStorage("signature") private var signature = ""
    var body: some View {
      VStack {
        TextField("Draft", text: $draft)
        TextField("Tab", text: $tab)
        TextField("Signature", text: $signature)
      }
    }
  }

  @Test func aRelaunchKeepsAppAndSceneStorageAndDiscardsAllOtherState() throws {
    let suite = Suite()
    let host = ViewHost(Editor().defaultAppStorage(suite.defaults))
    try host.type("Half a thought", into: "Draft")
    try host.type("archive", into: "Tab")
    try host.type("— A.", into: "Signature")
    host.relaunch(Editor().defaultAppStorage(suite.defaults))
    #expect(host.element("Draft")?.value == "")
    #expect(host.element("Tab")?.value == "archive")
    #expect(host.element("Signature")?.value == "— A.")
    #expect(host.discarded().map(\.properties) == [["_draft = \"Half a thought\""]])
  }

  @Test func sceneStorageBelongsToTheHostsScene() throws {
    let suite = Suite()
    let first = ViewHost(Editor().defaultAppStorage(suite.defaults))
    try first.type("archive", into: "Tab")
    let second = ViewHost(Editor().defaultAppStorage(suite.defaults))
    #expect(second.element("Tab")?.value == "inbox", "another scene has its own")
  }

  struct Standard: View {
    @AppStorage("lessons.tests.standard") private var value = 0
    var body: some View { Text("Value: \(value)") }
  }

  @Test func withoutAStoreTheStandardDefaultsAreUsed() {
    defer { UserDefaults.standard.removeObject(forKey: "lessons.tests.standard") }
    UserDefaults.standard.set(4, forKey: "lessons.tests.standard")
    let host = ViewHost(Standard())
    #expect(host.element("Value:")?.label == "Value: 4")
  }

  struct Optionals: View {
    @AppStorage("count") private var count: Int?
    @AppStorage("ratio") private var ratio: Double?
    @AppStorage("seen") private var seen: Bool?
    @AppStorage("name") private var name: String?
    var body: some View {
      VStack {
        Text("Count: \(count.map(String.init) ?? "unset")")
        Text("Ratio: \(ratio.map { "\($0)" } ?? "unset")")
        Text("Seen: \(seen.map { "\($0)" } ?? "unset")")
        Text("Name: \(name ?? "unset")")
        Button("Set") {
          count = 3
          ratio = 0.5
          seen = false
          name = "Ada"
        }
        Button("Clear") {
          count = nil
          name = nil
        }
      }
    }
  }

  @Test func optionalValuesAreAbsentUntilWrittenAndNilRemovesTheKey() throws {
    let suite = Suite()
    let host = ViewHost(Optionals().defaultAppStorage(suite.defaults))
    #expect(host.element("Count:")?.label == "Count: unset")
    try host.tap("Set")
    #expect(host.element("Count:")?.label == "Count: 3")
    #expect(host.element("Ratio:")?.label == "Ratio: 0.5")
    #expect(host.element("Seen:")?.label == "Seen: false", "a stored false is not unset")
    #expect(host.element("Name:")?.label == "Name: Ada")
    try host.tap("Clear")
    #expect(suite.defaults.object(forKey: "count") == nil)
    #expect(suite.defaults.object(forKey: "name") == nil)
    #expect(host.element("Count:")?.label == "Count: unset")
  }

  struct TabPicker: View {
    @SceneStorage("tab") private var tab = "inbox"
    var body: some View { TextField("Tab", text: $tab) }
  }

  struct TabTitle: View {
    @SceneStorage("tab") private var tab = "inbox"
    var body: some View { Text("Showing \(tab)") }
  }

  @Test func twoViewsOnOneSceneStorageKeyStayInStep() throws {
    let host = ViewHost(
      VStack {
        TabPicker()
        TabTitle()
      })
    try host.type("archive", into: "Tab")
    #expect(host.element("Showing")?.label == "Showing archive")
  }
}

/// The two relaunches: the system restoring the scene keeps `@SceneStorage`;
/// the user destroying it (app switcher, closed window) loses it. Both keep
/// `@AppStorage` and lose every `@State` (Apple's SceneStorage documentation).
@MainActor
struct SceneDestructionTests {
  struct Editor: View {
    @State private var draft = ""
    @SceneStorage("scene.tab") private var tab = "inbox"
    @AppStorage("scene.signature") private var signature = ""
    var body: some View {
      VStack {
        TextField("Draft", text: $draft)
        TextField("Tab", text: $tab)
        TextField("Signature", text: $signature)
      }
    }
  }

  @Test func destroyingTheSceneLosesSceneStorageButNotAppStorage() throws {
    let suite = AppStorageTests.Suite()
    let defaults = suite.defaults
    let host = ViewHost(Editor().defaultAppStorage(defaults))
    try host.type("Half", into: "Draft")
    try host.type("archive", into: "Tab")
    try host.type("— A.", into: "Signature")
    host.relaunch(Editor().defaultAppStorage(defaults), restoringScene: true)
    #expect(host.element("Tab")?.value == "archive")
    host.relaunch(Editor().defaultAppStorage(defaults), restoringScene: false)
    #expect(host.element("Draft")?.value == "")
    #expect(host.element("Tab")?.value == "inbox")
    #expect(host.element("Signature")?.value == "— A.")
    #expect(host.events.contains(.appRelaunched(restoringScene: false)))
    #expect(
      host.events.compactMap(\.logHeading).suffix(2) == [
        "▸ relaunch(restoringScene: true)", "▸ relaunch(restoringScene: false)",
      ])
  }
}
