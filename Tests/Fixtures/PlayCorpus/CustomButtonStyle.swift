import SwiftUI

struct BlueButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color(red: 0, green: 0, blue: 0.5))
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 1.2 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

struct StyledButtons: View {
    @State private var presses = 0

    var body: some View {
        VStack {
            Button("Press Me") {
                presses += 1
            }
            .buttonStyle(BlueButton())
            Button("Reset") {
                presses = 0
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            Text("Pressed \(presses) times")
        }
    }
}

#Preview {
    StyledButtons()
}
