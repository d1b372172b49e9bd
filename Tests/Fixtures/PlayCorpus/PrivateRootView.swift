import SwiftUI

private struct LightSwitch: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Toggle("Light", isOn: $isOn)
            Text(isOn ? "Bright" : "Dark")
        }
    }
}
