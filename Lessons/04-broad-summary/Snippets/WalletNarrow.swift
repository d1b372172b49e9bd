import LessonsPlayDriver
import StateRuntime

@MainActor @Observable
final class Wallet {
  var owner = "Ada"
  var shares = 10
  var price = 100
  var refreshedAt = "09:00"
}

struct WalletScreen: View {
  let wallet: Wallet

  var body: some View {
    VStack {
      Text("\(wallet.owner)'s wallet")
      SharesRow(wallet: wallet)
      PriceRow(wallet: wallet)
    }
  }
}

struct SharesRow: View {
  let wallet: Wallet

  var body: some View {
    Text("Shares: \(wallet.shares)")
  }
}

struct PriceRow: View {
  let wallet: Wallet

  var body: some View {
    Text("Price: \(wallet.price), as of \(wallet.refreshedAt)")
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let wallet = Wallet()
  return LessonApp(
    WalletScreen(wallet: wallet), xcode: xcode,
    events: [OutsideEvent("tick", "a price tick sets the price to 101") { wallet.price = 101 }])
})
