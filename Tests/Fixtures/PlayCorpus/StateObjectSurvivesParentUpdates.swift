import SwiftUI

final class Timer: ObservableObject {
    @Published var ticks = 0
}

struct TickerView: View {
    @StateObject private var timer = Timer()

    var body: some View {
        VStack {
            Text("Ticks: \(timer.ticks)")
            Button("Tick") { timer.ticks += 1 }
        }
    }
}

struct ContentView: View {
    @State private var theme = 0

    var body: some View {
        VStack {
            Text("Theme \(theme)")
            TickerView()
            Button("Change theme") { theme += 1 }
        }
    }
}
