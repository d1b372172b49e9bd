import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var lastSearch = "none"
    @State private var history: [String] = []
    @State private var isOn = false

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .textFieldStyle(.roundedBorder)
                .onChange(of: query) { newValue in
                    lastSearch = newValue
                }
            Toggle("Live", isOn: $isOn)
                .onChange(of: isOn) { oldValue, newValue in
                    history.append("\(oldValue) → \(newValue)")
                }
            Text("Last search: \(lastSearch)")
            Text("History: \(history.joined(separator: ", "))")
        }
        .padding()
    }
}

#Preview {
    SearchView()
}
