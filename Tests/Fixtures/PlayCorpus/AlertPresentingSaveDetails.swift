import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    @State private var retries = 0

    var body: some View {
        VStack {
            Button("Save File") {
                details = SaveDetails(name: "report.txt", error: "The disk is full.")
                didError = true
            }
            Text("Retries: \(retries)")
        }
        .alert(
            "Save failed.",
            isPresented: $didError,
            presenting: details
        ) { details in
            Button(role: .destructive) {
                retries += 1
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                retries += 1
            }
        } message: { details in
            Text(details.error)
        }
    }
}

#Preview {
    SaveButton()
}
