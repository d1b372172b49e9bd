import StateRuntime

extension DeepLinkDesync.Broken {
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
}
