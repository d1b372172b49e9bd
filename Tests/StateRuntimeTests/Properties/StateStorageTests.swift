import Foundation
import StateRuntime
import Testing

/// State kept past the life of its host (issue 18, item 2's audit): a program may keep a
/// binding, a closure over a view's `@State`, or an `@AppStorage` binding in a global or a
/// task, and use it after the host is gone. In SwiftUI that state belongs to a view that no
/// longer exists: a read gets the last value, a write changes storage no view shows, and
/// nothing updates. The runtime's storage did the same; before, it trapped on the freed
/// graph ("Attempted to read an unowned reference").
@MainActor
struct StateStorageTests {
  @MainActor final class Kept {
    var count: Binding<Int>?
    var stored: Binding<Int>?
    var bump: (() -> Void)?
    var path: Binding<NavigationPath>?
  }

  struct Holder: View {
    let kept: Kept
    @State private var count = 0
    @AppStorage("visits") private var visits = 0
    @State private var path = NavigationPath()
    var body: some View {
      NavigationStack(path: $path) {
        Text("\(count) \(visits)")
      }
      .onAppear {
        kept.count = $count
        kept.stored = $visits
        kept.bump = { count += 10 }
        kept.path = $path
      }
    }
  }

  @Test func stateKeptPastItsHostReadsAndWritesWithoutUpdatingAnything() throws {
    let kept = Kept()
    let suiteName = "lessons.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suiteName))
    defer { defaults.removePersistentDomain(forName: suiteName) }
    weak var freed: AnyObject?
    do {
      let host = ViewHost(Holder(kept: kept).defaultAppStorage(defaults))
      freed = host
      #expect(host.render().contains("Text \"0 0\""))
    }
    #expect(freed == nil, "the host must be gone for this test to mean anything")

    let count = try #require(kept.count)
    count.wrappedValue = 5
    #expect(count.wrappedValue == 5)
    kept.bump?()
    #expect(count.wrappedValue == 15)

    let stored = try #require(kept.stored)
    stored.wrappedValue = 3
    #expect(defaults.integer(forKey: "visits") == 3, "an @AppStorage write still reaches its store")

    let path = try #require(kept.path)
    path.wrappedValue.append(1)
    #expect(path.wrappedValue.count == 1)
  }
}
