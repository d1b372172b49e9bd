import SwiftUI

struct Settings {
    var volume = 3
    var isMuted = false
}

struct ContentView: View {
    @State private var settings = Settings()

    var body: some View {
        VStack {
            Toggle("Muted", isOn: $settings.isMuted)
            Text(settings.isMuted ? "Silent" : "Volume \(settings.volume)")
        }
    }
}
