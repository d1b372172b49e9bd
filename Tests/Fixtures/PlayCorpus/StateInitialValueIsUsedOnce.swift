import SwiftUI

struct Scoreboard: View {
    @State private var score: Int

    init(start: Int) {
        _score = State(initialValue: start)
    }

    var body: some View {
        Text("Score: \(score)")
    }
}

struct ContentView: View {
    @State private var start = 10

    var body: some View {
        VStack {
            Scoreboard(start: start)
            Button("Start at 20") { start = 20 }
        }
    }
}
