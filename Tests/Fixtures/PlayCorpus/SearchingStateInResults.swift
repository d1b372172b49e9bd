import SwiftUI

struct ColorSearch: View {
    @State private var text = ""
    private let colors = ["Red", "Green", "Blue", "Gray"]

    var body: some View {
        NavigationStack {
            SearchedView(results: colors.filter { text.isEmpty || $0.hasPrefix(text) })
                .searchable(text: $text)
                .navigationTitle("Colors")
        }
    }
}

struct SearchedView: View {
    let results: [String]
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        VStack {
            Text(isSearching ? "Searching!" : "Not searching.")
            ForEach(results, id: \.self) { name in
                Text(name)
            }
            if isSearching {
                Button("Dismiss search") {
                    dismissSearch()
                }
            }
        }
    }
}

#Preview {
    ColorSearch()
}
