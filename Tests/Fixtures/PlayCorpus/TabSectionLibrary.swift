import SwiftUI

struct LibraryApp: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                ShelfView(name: "Home")
            }
            TabSection("Collections") {
                Tab("Books", systemImage: "book") {
                    ShelfView(name: "Books")
                }
                Tab("Audiobooks", systemImage: "headphones") {
                    ShelfView(name: "Audiobooks")
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct ShelfView: View {
    let name: String
    @State private var items = 0

    var body: some View {
        VStack {
            Text("\(name): \(items) items")
            Button("Add to \(name)") { items += 1 }
        }
    }
}

#Preview {
    LibraryApp()
}
