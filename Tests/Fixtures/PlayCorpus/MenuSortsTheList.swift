import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case price = "Price"
    var id: String { rawValue }
}

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

struct ProductListView: View {
    @State private var sortOrder: SortOrder = .name
    @State private var showFavoritesOnly = false
    let products = [
        Product(id: 1, name: "Kettle", price: 29.0),
        Product(id: 2, name: "Blender", price: 49.5),
        Product(id: 3, name: "Toaster", price: 19.99),
    ]

    var sortedProducts: [Product] {
        switch sortOrder {
        case .name: return products.sorted { $0.name < $1.name }
        case .price: return products.sorted { $0.price < $1.price }
        }
    }

    var body: some View {
        NavigationView {
            List(sortedProducts) { product in
                HStack {
                    Text(product.name)
                    Spacer()
                    Text(product.price, format: .currency(code: "USD"))
                        .foregroundColor(.secondary)
                }
            }
            .navigationTitle("Products")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        Divider()
                        Button("Reset") { sortOrder = .name }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Sorted by \(sortOrder.rawValue.lowercased())")
            }
        }
    }
}

struct ProductListView_Previews: PreviewProvider {
    static var previews: some View {
        ProductListView()
    }
}
