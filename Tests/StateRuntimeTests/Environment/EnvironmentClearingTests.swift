import StateRuntime
import Testing

// Modelled on Apple's `View.environment(_:)` for Observable objects, whose
// parameter is optional (`func environment<T>(_ object: T?) -> some View
// where T: AnyObject, T: Observable`): passing `nil` clears the object for the
// subtree, so `@Environment(T.self)` below finds none there (a `T?` reader
// gets `nil`; a non-optional reader is SwiftUI's fatal error).
@MainActor
struct EnvironmentClearingTests {
  @Observable final class Account {
    var name = "ada"
  }

  struct Badge: View {
    @Environment(Account.self) private var account: Account?
    var body: some View {
      Text(account.map { "signed in as \($0.name)" } ?? "signed out")
    }
  }

  struct Profile: View {
    @Environment(Account.self) private var account
    var body: some View { Text("profile of \(account.name)") }
  }

  struct Screen: View {
    let account: Account
    var guest: Bool
    var body: some View {
      VStack {
        Badge()
        VStack { Badge() }
          .environment(guest ? nil : account)
      }
      .environment(account)
    }
  }

  @Test func nilClearsTheObjectForTheSubtreeOnly() {
    let host = ViewHost(Screen(account: Account(), guest: true))
    #expect(host.elements().map(\.label) == ["signed in as ada", "signed out"])
    #expect(host.issues.isEmpty)
  }

  @Test func providingTheObjectAgainReachesTheReaderBelow() {
    let account = Account()
    let host = ViewHost(Screen(account: account, guest: true))
    host.root = Screen(account: account, guest: false)
    #expect(host.elements().map(\.label) == ["signed in as ada", "signed in as ada"])
    host.root = Screen(account: account, guest: true)
    #expect(host.elements().map(\.label) == ["signed in as ada", "signed out"])
  }

  @Test func aClearedObjectIsNotTrackedBelowTheClearing() {
    let account = Account()
    let host = ViewHost(Screen(account: account, guest: true))
    host.resetCounts()
    account.name = "grace"
    host.flush()
    // Only the badge that still sees the account read its name.
    #expect(host.bodyCount(of: "Badge") == 1)
    #expect(host.elements().map(\.label) == ["signed in as grace", "signed out"])
  }

  struct GuestProfile: View {
    let account: Account
    var body: some View {
      Profile()
        .environment(nil as Account?)
        .environment(account)
    }
  }

  @Test func aNonOptionalReaderBelowTheClearingIsTheMissingObjectError() {
    let host = ViewHost(GuestProfile(account: Account()))
    #expect(host.issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(host.issues.first?.message.hasPrefix("SwiftUI would crash here") == true)
    #expect(host.elements().isEmpty)
  }
}
