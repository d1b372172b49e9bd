import SwiftUI
import Observation

@Observable
final class Engine {
    var rpm = 800
}

@Observable
final class Car {
    var engine = Engine()
}

struct ContentView: View {
    @State private var car = Car()

    var body: some View {
        VStack {
            Text("RPM \(car.engine.rpm)")
            Button("Rev") { car.engine.rpm += 1000 }
        }
    }
}
