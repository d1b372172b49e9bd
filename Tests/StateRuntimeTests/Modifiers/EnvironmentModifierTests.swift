import StateRuntime
import Testing

private struct NestingLevelKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var nestingLevel: Int {
    get { self[NestingLevelKey.self] }
    set { self[NestingLevelKey.self] = newValue }
  }
}

/// `transformEnvironment(_:transform:)`: the subtree sees the inherited value as
/// the transform changed it (OpenSwiftUI's `environmentKeyTransform`).
@MainActor
struct EnvironmentModifierTests {
  struct Level: View {
    @Environment(\.nestingLevel) private var level
    var body: some View { Text("level \(level)") }
  }

  struct Nested: View {
    let outer: Int
    var body: some View {
      VStack {
        Level()
        VStack {
          Level()
            .transformEnvironment(\.nestingLevel) { $0 += 1 }
        }
        .transformEnvironment(\.nestingLevel) { $0 += 10 }
      }
      .environment(\.nestingLevel, outer)
    }
  }

  @Test func theTransformChangesTheInheritedValueForTheSubtreeOnly() {
    let host = ViewHost(Nested(outer: 100))
    #expect(host.element("level 100") != nil, "outside the transforms")
    #expect(host.element("level 111") != nil, "both transforms, the outer first")
    host.root = Nested(outer: 200)
    #expect(host.element("level 211") != nil, "a transform applies to the new inherited value")
  }
}
