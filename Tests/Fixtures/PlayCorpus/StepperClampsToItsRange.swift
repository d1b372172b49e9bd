import SwiftUI

struct ContentView: View {
    @State private var guests = 1

    var body: some View {
        Form {
            Stepper("Guests: \(guests)", value: $guests, in: 1...4)
        }
    }
}
