import SwiftUI

struct Header: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Header(title: "Scores")
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}
