// choice-why: `summary` reads the price inside WalletScreen's body, so the price became
// one of the view's dependencies: a tick runs the whole screen.
import SwiftUI

@MainActor @Observable
final class Wallet {
  var owner = "Ada"
  var shares = 10
  var price = 100

  var summary: String { "\(owner): \(shares) shares at \(price)" }
}

struct Market: View {
  @State private var wallet = Wallet()

  var body: some View {
    VStack {
      WalletScreen(wallet: wallet)
      Button("Tick") { wallet.price = 101 }
    }
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
  var body: some View { Text("Shares: \(wallet.shares)") }
}

struct PriceRow: View {
  let wallet: Wallet
  var body: some View { Text("Price: \(wallet.price)") }
}

#Preview { Market() }
