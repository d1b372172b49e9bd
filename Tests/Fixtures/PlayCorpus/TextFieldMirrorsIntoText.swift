import SwiftUI

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text(name.isEmpty ? "Who are you?" : "Hi, \(name)")
        }
        .padding()
    }
}
