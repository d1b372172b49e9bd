import StateRuntime
import Testing

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "light"
}

extension EnvironmentValues {
  var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

@MainActor
struct EnvironmentTests {
  struct Swatch: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("theme \(theme)") }
  }

  struct Static: View {
    var body: some View { Swatch() }
  }

  struct App: View {
    var theme: String
    var body: some View {
      VStack { Static() }.environment(\.theme, theme)
    }
  }

  @Test func keyPathValuesReachDescendantsEvenPastSkippedBodies() {
    let host = ViewHost(App(theme: "dark"))
    #expect(host.element("theme dark") != nil)
    host.resetCounts()
    host.root = App(theme: "solar")
    #expect(host.element("theme solar") != nil)
    #expect(host.bodyCount(of: "Static") == 0)
    #expect(host.log.last == "Swatch: _theme changed.")
  }

  @Test func anUnchangedEnvironmentValueDoesNotReEvaluateReaders() {
    let host = ViewHost(App(theme: "dark"))
    host.resetCounts()
    host.root = App(theme: "dark")
    #expect(host.bodyCount(of: "Swatch") == 0)
  }

  @Test func defaultsApplyWithoutAWriter() {
    let host = ViewHost(Swatch())
    #expect(host.element("theme light") != nil)
  }

  @Observable final class Session {
    var user = "ada"
  }

  struct Avatar: View {
    @Environment(Session.self) private var session
    var body: some View { Text("user \(session.user)") }
  }

  struct OptionalAvatar: View {
    @Environment(Session.self) private var session: Session?
    var body: some View { Text(session == nil ? "signed out" : "signed in") }
  }

  struct Root: View {
    let session: Session
    var body: some View {
      VStack {
        Avatar()
        OptionalAvatar()
      }
      .environment(session)
    }
  }

  @Test func observableObjectsInTheEnvironmentAreTrackedByWhatIsRead() {
    let session = Session()
    let host = ViewHost(Root(session: session))
    host.resetCounts()
    session.user = "grace"
    host.flush()
    #expect(host.element("user grace") != nil)
    #expect(host.bodyCount(of: "Avatar") == 1)
    #expect(host.bodyCount(of: "OptionalAvatar") == 0)
    #expect(host.element("signed in") != nil)
  }

  @Test func aMissingObservableIsAnErrorAndOptionalReadersGetNil() {
    let host = ViewHost(OptionalAvatar())
    #expect(host.element("signed out") != nil)
    let missing = ViewHost(Avatar())
    #expect(missing.issues.map(\.kind) == [.missingEnvironmentObject])
    // SwiftUI traps with this text (SwiftUICore/Environment+Objects.swift, as
    // quoted in nalexn/ViewInspector#423); the host says so and keeps running.
    #expect(
      missing.issues.first?.message
        == "SwiftUI would crash here with \"Fatal error: No Observable object of type Session found. "
        + "A View.environmentObject(_:) for Session may be missing as an ancestor of this view.\" "
        + "The host kept running and skipped this body. "
        + "Add .environment(_:) with a Session to an ancestor, or declare the property as Session? to allow none."
    )
    #expect(missing.render() == "Avatar")
  }

  struct Form: View {
    var locked: Bool
    var body: some View {
      VStack {
        Button("Save") {}
        Button("Help") {}.disabled(false)
      }
      .disabled(locked)
    }
  }

  @Test func disabledAppliesToTheSubtreeAndCannotBeUndoneBelow() {
    let host = ViewHost(Form(locked: true))
    #expect(host.element("Save")?.isDisabled == true)
    #expect(host.element("Help")?.isDisabled == true)
    host.root = Form(locked: false)
    #expect(host.element("Save")?.isDisabled == false)
  }
}
