import SwiftUI

struct ContentView: View {
    @State private var status = "Loading"

    var body: some View {
        Text(status)
            .task {
                status = "Loaded"
            }
    }
}
