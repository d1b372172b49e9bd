import SwiftUI

struct SupportView: View {
    @State private var lastOpened = "nothing"

    var body: some View {
        VStack(spacing: 12) {
            Link("Visit our website", destination: URL(string: "https://www.example.com")!)
            HelpButton()
            Text("Opened \(lastOpened)")
        }
        .environment(\.openURL, OpenURLAction { url in
            lastOpened = url.host ?? url.absoluteString
            return .handled
        })
    }
}

struct HelpButton: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Help") {
            if let url = URL(string: "https://help.example.com/start") {
                openURL(url)
            }
        }
    }
}

#Preview {
    SupportView()
}
