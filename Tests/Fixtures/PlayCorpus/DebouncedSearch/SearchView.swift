import SwiftUI

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Text("Searches: \(model.searches)")
            ForEach(model.results, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .padding()
    }
}

#Preview {
    SearchView()
}
