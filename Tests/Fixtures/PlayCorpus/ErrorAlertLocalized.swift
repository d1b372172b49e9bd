import SwiftUI

enum DownloadError: LocalizedError {
    case offline

    var errorDescription: String? {
        switch self {
        case .offline: return "You are offline"
        }
    }

    var recoverySuggestion: String? {
        "Connect to the internet and try again."
    }
}

struct DownloadView: View {
    @State private var error: DownloadError?
    @State private var showsError = false
    @State private var attempts = 0

    var body: some View {
        VStack {
            Button("Download") {
                attempts += 1
                error = .offline
                showsError = true
            }
            Text("Attempts: \(attempts)")
        }
        .alert(isPresented: $showsError, error: error) { _ in
            Button("OK", role: .cancel) {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

#Preview {
    DownloadView()
}
