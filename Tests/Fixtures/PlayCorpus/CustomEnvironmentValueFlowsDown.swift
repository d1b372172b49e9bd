import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct Swatch: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        Text("Accent: \(accentName)")
    }
}

struct ContentView: View {
    @State private var isWarm = false

    var body: some View {
        VStack {
            Swatch()
            Swatch()
                .environment(\.accentName, isWarm ? "orange" : "teal")
            Button("Warm up") { isWarm = true }
        }
    }
}
