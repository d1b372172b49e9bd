import SwiftUI

struct ContentView: View {
    @State private var price = 10
    @State private var quantity = 1

    private var total: Int { price * quantity }

    var body: some View {
        VStack {
            Stepper("Quantity \(quantity)", value: $quantity, in: 1...5)
            Text("Total: \(total)")
        }
    }
}
