import SwiftUI

struct Stopwatch: View {
    let label: String
    @State private var laps = 0

    var body: some View {
        VStack {
            Text("\(label) laps: \(laps)")
            Button("Lap") { laps += 1 }
        }
    }
}

struct ContentView: View {
    @State private var isCompact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $isCompact)
            if isCompact {
                Stopwatch(label: "Small")
            } else {
                Stopwatch(label: "Large")
            }
        }
    }
}
