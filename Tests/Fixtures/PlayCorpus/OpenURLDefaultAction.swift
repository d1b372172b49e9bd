import SwiftUI

struct AboutView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Button("Privacy policy") {
                openURL(URL(string: "https://example.com/privacy")!)
            }
            Link(destination: URL(string: "https://example.com/terms")!) {
                Label("Terms of use", systemImage: "doc.text")
            }
        }
    }
}

#Preview {
    AboutView()
}
