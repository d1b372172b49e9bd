import SwiftUI

struct TransactionDemo: View {
    @State private var isZoomed = false
    @State private var history: [String] = []

    var body: some View {
        VStack {
            Circle()
                .fill(.orange)
                .scaleEffect(isZoomed ? 2 : 1)
                .animation(.spring(), value: isZoomed)
            Button("Zoom without animation") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    isZoomed.toggle()
                }
            }
            Text(isZoomed ? "Zoomed" : "Normal")
                .transaction { transaction in
                    transaction.animation = nil
                }
            Text("History: \(history.joined(separator: ", "))")
        }
        .onChange(of: isZoomed) { _, zoomed in
            history.append(zoomed ? "in" : "out")
        }
    }
}

#Preview {
    TransactionDemo()
}
