// choice-fix: show the live price in its own small view: a tick runs that view, not the
// screen.
import SwiftUI

@MainActor @Observable
final class Wallet {
  var owner = "Ada"
  var shares = 10
  var price = 100
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
      Text("\(wallet.owner)'s wallet")
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
