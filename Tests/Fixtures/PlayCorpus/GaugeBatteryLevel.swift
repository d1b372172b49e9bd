import SwiftUI

struct BatteryView: View {
    @State private var level = 40.0

    var body: some View {
        VStack(spacing: 16) {
            Gauge(value: level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(level))%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(level < 20 ? .red : .green)
            Button("Charge") {
                level = min(level + 25, 100)
            }
            Button("Use") {
                level = max(level - 30, 0)
            }
        }
    }
}

#Preview {
    BatteryView()
}
