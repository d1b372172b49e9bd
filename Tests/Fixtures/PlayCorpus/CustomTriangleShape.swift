import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        return path
    }
}

struct TriangleDemo: View {
    @State private var isOutlined = false
    @State private var taps = 0

    var body: some View {
        VStack {
            Triangle()
                .stroke(isOutlined ? .red : .blue, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                .frame(width: 300, height: 300)
            Counter()
            Button(isOutlined ? "Blue" : "Red") {
                isOutlined.toggle()
                taps += 1
            }
            Text("Changed \(taps) times")
        }
    }
}

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

#Preview {
    TriangleDemo()
}
