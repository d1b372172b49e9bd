import LessonsPlayDriver
import StateRuntime

/// The app's navigation state. Deep links (a notification, a widget, a URL)
/// arrive here, not through any screen.
@MainActor @Observable
final class AppRouter {
  var selectedAccount = "Checking"

  /// bank://accounts/NAME
  func open(account: String) {
    selectedAccount = account
  }
}

/// The accounts a user can pick.
let bankAccounts = ["Checking", "Savings", "Brokerage"]

/// BUG: the screen keeps the selected account in its own `@State`, filled
/// from the router once. Picking on the screen updates the header, filter
/// and list, because they all read the screen's copy; a deep link updates
/// the router, which nothing on this screen reads.
struct AccountsScreen: View {
  let router: AppRouter
  @State private var selected: String

  init(router: AppRouter) {
    self.router = router
    _selected = State(initialValue: router.selectedAccount)
  }

  var body: some View {
    VStack {
      AccountHeader(account: selected)
      HStack {
        ForEach(bankAccounts, id: \.self) { account in
          Button(account) { selected = account }
        }
      }
      TransactionFilter(account: selected)
    }
  }
}

struct AccountHeader: View {
  let account: String
  var body: some View { Text("Account: \(account)") }
}

struct TransactionFilter: View {
  let account: String
  var body: some View { Text("Showing transactions of \(account)") }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let router = AppRouter()
  return LessonApp(
    AccountsScreen(router: router), xcode: xcode,
    events: [
      OutsideEvent("deep-link", "a notification opens bank://accounts/Brokerage") {
        router.open(account: "Brokerage")
      }
    ])
})
