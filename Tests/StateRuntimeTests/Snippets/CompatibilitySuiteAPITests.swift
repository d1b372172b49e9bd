import StateRuntime
import Testing

/// Small API that OpenSwiftUI's compatibility tests (run against Apple's
/// SwiftUI) use: `AnyView(_fromValue:)` and `EnvironmentValues.description`.
@MainActor
struct CompatibilitySuiteAPITests {
  @Test func anyViewFromAValueWrapsViewsAndRefusesTheRest() throws {
    let value: Any = Text("erased")
    let view = try #require(AnyView(_fromValue: value))
    #expect(ViewHost(view).element("erased") != nil)
    #expect(AnyView(_fromValue: 42) == nil)
  }

  struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
  }

  // SwiftUI lists every write, not each key once (issue 34, item 2): see EnvironmentValuesTests.
  @Test func environmentValuesDescribeEveryWriteNewestFirst() {
    var values = EnvironmentValues()
    #expect(values.description == "[]")
    values[ThemeKey.self] = "dark"
    values.isEnabled = false
    values[ThemeKey.self] = "sepia"
    #expect(
      values.description
        == "[EnvironmentPropertyKey<ThemeKey> = sepia, EnvironmentPropertyKey<IsEnabledKey> = false, "
        + "EnvironmentPropertyKey<ThemeKey> = dark]")
  }
}
