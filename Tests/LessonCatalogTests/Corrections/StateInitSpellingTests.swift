import StateRuntime
import Testing

/// Lesson 1's custom inits, against a run in both eras: `_title =
/// State(initialValue:)` and `_title = State(wrappedValue:)` evaluate the
/// value on every init and keep only the first for an identity.
///
/// The lesson's third spelling, `self.title = title`, compiles with SwiftUI
/// and with a wrapper whose `init(wrappedValue:)` has no other parameter, but
/// not yet against StateRuntime: its `init(wrappedValue:_:)` takes a
/// `#function` argument, and definite initialisation then refuses the
/// assignment ("'self' used before all stored properties are initialized").
/// That is the runtime's to fix (issue 18); the case joins this test then.
@MainActor
struct StateInitSpellingTests {
  @MainActor final class Made {
    var count = 0
  }

  struct Underscored: View {
    @State private var title: String
    init(title: String, made: Made) {
      made.count += 1
      _title = State(initialValue: title)
    }
    var body: some View { Text("Underscored: \(title)") }
  }

  struct Assigned: View {
    @State private var title: String
    init(title: String, made: Made) {
      made.count += 1
      _title = State(wrappedValue: title)
    }
    var body: some View { Text("Assigned: \(title)") }
  }

  struct Parent: View {
    let made: Made
    var title: String
    var body: some View {
      VStack {
        Underscored(title: title, made: made)
        Assigned(title: title, made: made)
      }
    }
  }

  @Test(arguments: XcodeRelease.allCases)
  func bothSpellingsKeepTheFirstValue(xcode: XcodeRelease) {
    let made = Made()
    let host = ViewHost(Parent(made: made, title: "Draft"), options: .init(xcode: xcode))
    host.root = Parent(made: made, title: "Final")
    host.flush()
    #expect(made.count == 4)  // each init ran twice: the value was computed every time
    #expect(host.element("Underscored: Draft") != nil)
    #expect(host.element("Assigned: Draft") != nil)
  }
}
