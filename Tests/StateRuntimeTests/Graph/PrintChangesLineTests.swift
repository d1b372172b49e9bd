import StateRuntime
import Testing

/// The `_printChanges` line is SwiftUI's own, as OpenSwiftUI's
/// `ChangedBodyPropertyCompatibilityTests` record it against Apple's SwiftUI:
/// a view declared inside a test method prints as
/// `ChangedBodyPropertyCompatibilityTests.ContentView` (module and function
/// contexts left out); `@self changed.` on the first body of a view without
/// dynamic properties, even one with plain stored properties; `@self,
/// @identity, _name changed.` for a view with `@State`.
@MainActor
struct PrintChangesLineTests {
  @Test func aViewWithoutPropertiesPrintsSelfChanged() {
    struct ContentView: View {
      var body: some View { AnyView(EmptyView()) }
    }
    let host = ViewHost(ContentView())
    #expect(host.changes.map(\.description) == ["PrintChangesLineTests.ContentView: @self changed."])
  }

  @Test func aViewWithPlainPropertiesPrintsSelfChanged() {
    struct ContentView: View {
      var name = ""
      var body: some View { AnyView(EmptyView()) }
    }
    let host = ViewHost(ContentView())
    #expect(host.changes.map(\.description) == ["PrintChangesLineTests.ContentView: @self changed."])
  }

  @Test func aViewWithStatePrintsSelfIdentityAndTheProperty() {
    struct ContentView: View {
      @State private var name = ""
      var body: some View { AnyView(EmptyView()) }
    }
    let host = ViewHost(ContentView())
    #expect(
      host.changes.map(\.description) == [
        "PrintChangesLineTests.ContentView: @self, @identity, _name changed."
      ])
  }

  enum Settings {
    struct Screen: View {
      @State private var muted = false
      var body: some View { Toggle(muted ? "Muted" : "Mute", isOn: $muted) }
    }
  }

  @Test func aNestedTypeIsQualifiedByItsEnclosingTypes() throws {
    let host = ViewHost(Settings.Screen())
    try host.toggle("Mute")
    #expect(host.element("Muted") != nil)
    #expect(
      host.changes.map(\.description) == [
        "PrintChangesLineTests.Settings.Screen: @self, @identity, _muted changed.",
        "PrintChangesLineTests.Settings.Screen: _muted changed.",
      ])
    // The teaching log names the type alone.
    #expect(host.changes.last?.shortDescription == "Screen: _muted changed.")
    #expect(host.changes.last?.view == "Screen")
  }

  struct Wrapper<Content: View>: View {
    let content: Content
    var body: some View { content }
  }

  @Test func genericArgumentsAreLeftOut() {
    let host = ViewHost(Wrapper(content: Text("hi")))
    #expect(host.changes.first?.description == "PrintChangesLineTests.Wrapper: @self changed.")
  }
}
