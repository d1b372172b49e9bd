import SwiftUI

struct Chart: View, Equatable {
    let values: [Int]
    let onSelect: () -> Void

    nonisolated static func == (lhs: Chart, rhs: Chart) -> Bool {
        lhs.values == rhs.values
    }

    var body: some View {
        Text("Chart of \(values.count)")
    }
}

struct ContentView: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes)")
            Chart(values: [1, 2, 3], onSelect: { refreshes += 0 })
                .equatable()
            Button("Refresh") { refreshes += 1 }
        }
    }
}
