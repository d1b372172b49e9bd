import LessonsPlayDriver
import StateRuntime

@MainActor @Observable
final class Wallet {
  var owner = "Ada"
  var shares = 10
  var price = 100
  var refreshedAt = "09:00"

  var summary: String {
    "\(owner): \(shares) shares at \(price), as of \(refreshedAt)"
  }
}

struct WalletScreen: View {
  let wallet: Wallet

  var body: some View {
    VStack {
      Text(wallet.summary)
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
    Text("Price: \(wallet.price)")
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let wallet = Wallet()
  return LessonApp(
    WalletScreen(wallet: wallet), xcode: xcode,
    events: [OutsideEvent("tick", "a price tick sets the price to 101") { wallet.price = 101 }])
})
