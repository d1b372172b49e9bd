import SwiftUI

final class Cart {
    var items = 0
}

struct ContentView: View {
    @State private var cart = Cart()

    var body: some View {
        VStack {
            Text("Items: \(cart.items)")
            Button("Add") { cart.items += 1 }
        }
    }
}
