import SwiftUI

struct ContentView: View {
    @State private var lastRender = ""
    @State private var armed = false

    var body: some View {
        VStack {
            Button("Arm") { armed = true }
            if armed {
                Text(countRender())
            }
        }
    }

    private func countRender() -> String {
        lastRender = "shown"
        return "Rendered"
    }
}
