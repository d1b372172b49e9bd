import SwiftUI

struct ShoppingList: View {
    @State private var items: [String] = ["Milk"]

    var body: some View {
        NavigationView {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                Text("\(items.count) items")
            }
            .navigationBarTitle("Groceries")
            .navigationBarTitleDisplayMode(.large)
            .navigationBarItems(
                leading: Button("Clear") { items.removeAll() },
                trailing: Button("Add") { items.append("Item \(items.count + 1)") }
            )
        }
    }
}

struct ShoppingList_Previews: PreviewProvider {
    static var previews: some View {
        ShoppingList()
    }
}
