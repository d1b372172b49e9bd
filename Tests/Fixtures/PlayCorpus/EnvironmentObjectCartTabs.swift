import SwiftUI

class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct ShopView: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        VStack {
            Button("Add Apple") { cart.items.append("Apple") }
            Button("Add Pear") { cart.items.append("Pear") }
        }
    }
}

struct CartView: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        VStack {
            if cart.items.isEmpty {
                Text("Your cart is empty")
            } else {
                ForEach(cart.items, id: \.self) { item in
                    Text(item)
                }
            }
            Button("Empty Cart") { cart.items.removeAll() }
                .disabled(cart.items.isEmpty)
        }
    }
}

struct MainView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        TabView {
            ShopView()
                .tabItem {
                    Label("Shop", systemImage: "bag")
                }
            CartView()
                .tabItem {
                    Label("Cart", systemImage: "cart")
                }
                .badge(cart.items.count)
        }
        .environmentObject(cart)
    }
}

struct MainView_Previews: PreviewProvider {
    static var previews: some View {
        MainView()
    }
}
