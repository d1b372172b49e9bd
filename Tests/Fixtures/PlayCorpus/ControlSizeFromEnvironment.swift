import SwiftUI

struct SizeBadge: View {
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text(controlSize == .large ? "Large controls" : "Regular controls")
    }
}

struct ControlSizeDemo: View {
    @State private var isLarge = false

    var body: some View {
        VStack {
            Toggle("Large", isOn: $isLarge)
            Group {
                SizeBadge()
                Button("Action") {}
            }
            .controlSize(isLarge ? .large : .regular)
        }
    }
}

#Preview {
    ControlSizeDemo()
}
