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
