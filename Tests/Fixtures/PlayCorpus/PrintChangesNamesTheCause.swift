import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(count)") { count += 1 }
    }
}
