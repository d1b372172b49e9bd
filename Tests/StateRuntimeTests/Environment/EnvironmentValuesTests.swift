import StateRuntime
import Testing

/// `EnvironmentValues.description` in SwiftUI's form: every write, newest first,
/// a key named as SwiftUI stores it (OpenSwiftUI's `descriptionWithoutTracker`).
struct EnvironmentValuesTests {
  struct BoolKey: EnvironmentKey {
    static let defaultValue = false
  }

  struct IntKey: EnvironmentKey {
    static let defaultValue = 0
  }

  @Test func eachWriteIsAnEntryNewestFirstAndReadsAddNone() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    var flag = environment[BoolKey.self]
    #expect(environment.description == "[]", "a read of a default writes nothing")

    environment[BoolKey.self] = flag
    #expect(
      environment.description == "[EnvironmentPropertyKey<BoolKey> = false]", "an equal value is a write too")

    environment[BoolKey.self] = !flag
    flag = environment[BoolKey.self]
    #expect(flag)
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<BoolKey> = true, EnvironmentPropertyKey<BoolKey> = false]")

    environment[IntKey.self] = 1
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true, "
        + "EnvironmentPropertyKey<BoolKey> = false]")
  }
}
