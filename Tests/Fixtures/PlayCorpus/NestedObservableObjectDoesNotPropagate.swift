import SwiftUI

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var engine = Engine()
}

struct ContentView: View {
    @StateObject private var car = Car()

    var body: some View {
        VStack {
            Text("RPM \(car.engine.rpm)")
            Button("Rev") { car.engine.rpm += 1000 }
        }
    }
}
