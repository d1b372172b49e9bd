import SwiftUI

struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Button("Taps: \(taps)") {
            taps += 1
        }
    }
}

struct ContentView: View {
    @State private var title = "Hello"

    var body: some View {
        VStack(spacing: 16) {
            Text(title)
                .font(.largeTitle)
            TapCounter()
            Button("Rename") {
                title += "!"
            }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
