import SwiftUI

struct ContentView: View {
    @State private var selection: String?

    var body: some View {
        VStack {
            if let selection {
                Text("Selected \(selection)")
            } else {
                Text("Nothing selected")
            }
            Button("Pick apple") { selection = "apple" }
            Button("Clear") { selection = nil }
        }
    }
}
