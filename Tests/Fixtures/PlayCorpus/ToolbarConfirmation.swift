import SwiftUI

struct ShoppingList: View {
    @State private var items: [String] = []
    @State private var confirmingClear = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
            }
            .navigationTitle("\(items.count) items")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") {
                        items.append("Item \(items.count + 1)")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Clear") {
                        confirmingClear = true
                    }
                }
            }
            .confirmationDialog("Clear the list?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Clear List", role: .destructive) {
                    items.removeAll()
                }
            }
        }
    }
}

#Preview {
    ShoppingList()
}
