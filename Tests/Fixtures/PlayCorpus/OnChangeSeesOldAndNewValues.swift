import SwiftUI

struct ContentView: View {
    @State private var level = 1
    @State private var history = "start"

    var body: some View {
        VStack {
            Stepper("Level \(level)", value: $level, in: 1...5)
            Text("History: \(history)")
        }
        .onChange(of: level) { oldValue, newValue in
            history += " \(oldValue)->\(newValue)"
        }
    }
}
