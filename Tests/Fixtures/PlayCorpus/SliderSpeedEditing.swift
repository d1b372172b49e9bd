import SwiftUI

struct SpeedControl: View {
    @State private var speed = 50.0
    @State private var isEditing = false
    @State private var drags = 0

    var body: some View {
        VStack {
            Slider(
                value: $speed,
                in: 0...100,
                step: 5,
                onEditingChanged: { editing in
                    isEditing = editing
                    if editing { drags += 1 }
                }
            ) {
                Text("Speed")
            }
            Text("\(Int(speed)) km/h")
                .foregroundColor(isEditing ? .red : .blue)
            Text("Drags: \(drags)")
        }
        .padding()
    }
}

#Preview {
    SpeedControl()
}
