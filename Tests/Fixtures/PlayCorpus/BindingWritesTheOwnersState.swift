import SwiftUI

struct VolumeControl: View {
    @Binding var volume: Int

    var body: some View {
        Stepper("Volume \(volume)", value: $volume, in: 0...10)
    }
}

struct ContentView: View {
    @State private var volume = 5

    var body: some View {
        VStack {
            Text("Playing at \(volume)")
            VolumeControl(volume: $volume)
        }
    }
}
