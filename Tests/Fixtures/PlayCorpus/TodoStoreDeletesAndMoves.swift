import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Call mom"),
    ]

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

struct TodoRow: View {
    let item: TodoItem
    @State private var isExpanded = false

    var body: some View {
        HStack {
            Text(item.title)
            Spacer()
            Button(isExpanded ? "Less" : "More") {
                isExpanded.toggle()
            }
        }
    }
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        NavigationView {
            List {
                ForEach(store.items) { item in
                    TodoRow(item: item)
                }
                .onDelete(perform: store.delete)
                .onMove(perform: store.move)
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Todos (\(store.items.count))")
            .toolbar {
                EditButton()
            }
        }
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        TodoListView()
    }
}
