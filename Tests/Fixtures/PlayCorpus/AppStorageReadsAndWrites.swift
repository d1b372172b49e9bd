import SwiftUI

struct ContentView: View {
    @AppStorage("lessons.corpus.launches") private var launches = 0

    var body: some View {
        VStack {
            Text("Launches: \(launches)")
            Button("Launch") { launches += 1 }
        }
    }
}
