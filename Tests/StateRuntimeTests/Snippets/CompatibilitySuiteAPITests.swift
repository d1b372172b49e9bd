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

  @Test func environmentValuesDescribeWhatWasWrittenNewestFirstOnce() {
    var values = EnvironmentValues()
    #expect(values.description == "[]")
    values[ThemeKey.self] = "dark"
    values.isEnabled = false
    values[ThemeKey.self] = "sepia"
    #expect(values.description == "[ThemeKey = \"sepia\", IsEnabledKey = false]")
  }
}
