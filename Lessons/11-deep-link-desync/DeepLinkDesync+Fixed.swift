import StateRuntime

extension DeepLinkDesync.Fixed {
  /// FIX: the router is the one owner of the selection. The screen, the
  /// header and the filter all show the router's value, and picking writes
  /// to the router too, so every path (tap, deep link) changes the same value.
  struct AccountsScreen: View {
    let router: AppRouter

    var body: some View {
      VStack {
        AccountHeader(account: router.selectedAccount)
        HStack {
          ForEach(bankAccounts, id: \.self) { account in
            Button(account) { router.selectedAccount = account }
          }
        }
        TransactionFilter(account: router.selectedAccount)
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
}
