import StateRuntime
import Testing

/// Lesson 1's custom inits, against a run in both eras: `_title =
/// State(initialValue:)` and `_title = State(wrappedValue:)` evaluate the
/// value on every init and keep only the first for an identity.
///
/// The lesson's third spelling, `self.title = title`, compiles with SwiftUI
/// but not against StateRuntime's property wrapper: definite initialisation
/// turns the assignment into `_title = State(wrappedValue: title)` only when
/// that initialiser takes a plain value, and the runtime's takes an
/// `@autoclosure`, which is how a declaration's initial value stays
/// unevaluated under Xcode 27 ("'self' used before all stored properties
/// are initialized"; the `#function` parameter is not the cause, see
/// ``definiteInitialisationNeedsAPlainWrappedValue()``). Xcode 27's `State()`
/// macro gets both with an `init` accessor, and `check` and `play` compile
/// such a file with the runtime's version of it (`StateMacroModule`; tested
/// through the binary in `PlayStateAssignmentTests`, both eras). The
/// package's own build, which compiles the lessons and this test, can load no
/// macro plugin, so the case is not here.
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

  /// The toolchain's rule behind the missing spelling, checked with `swiftc`:
  /// `self.value = value` in an `init` compiles for a wrapper whose
  /// `init(wrappedValue:)` takes a plain value (even with a defaulted
  /// `#function` parameter) and not for one that takes an `@autoclosure`.
  @Test func definiteInitialisationNeedsAPlainWrappedValue() throws {
    func source(_ parameter: String) -> String {
      """
      @propertyWrapper
      struct Wrapper<Value> {
        let make: () -> Value
        init(wrappedValue: \(parameter), _ calledFrom: StaticString = #function) {
          make = { wrappedValue }
        }
        var wrappedValue: Value {
          get { make() }
          nonmutating set {}
        }
      }
      struct Row {
        @Wrapper var value: Int
        init(value: Int) { self.value = value }
      }
      """
    }
    // Definite initialisation runs after type checking: build the programs.
    let plain = try MainActorDiagnosticTests.compileAndRun(
      source("Value") + "\nprint(Row(value: 3).value)", flags: [])
    #expect(plain == "3\n", "\(plain)")
    let autoclosure = try MainActorDiagnosticTests.compileAndRun(
      source("@autoclosure @escaping () -> Value").replacingOccurrences(
        of: "make = { wrappedValue }", with: "make = wrappedValue"), flags: [])
    #expect(autoclosure.hasPrefix("compile failed"))
    #expect(
      autoclosure.contains("'self' used before all stored properties are initialized"), "\(autoclosure)")
  }
}
