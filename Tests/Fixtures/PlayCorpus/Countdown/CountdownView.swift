import Combine
import SwiftUI

struct CountdownView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var timeRemaining = 10

    var body: some View {
        VStack {
            Text("Time: \(timeRemaining)")
                .font(.largeTitle)
            Button("Reset") {
                timeRemaining = 10
            }
        }
        .onReceive(timer) { _ in
            if timeRemaining > 0 {
                timeRemaining -= 1
            }
        }
    }
}

#Preview {
    CountdownView()
}
