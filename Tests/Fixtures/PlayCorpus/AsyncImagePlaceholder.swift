import SwiftUI

struct AvatarView: View {
    let url: URL?
    @State private var reloads = 0

    var body: some View {
        VStack {
            AsyncImage(url: url) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                ProgressView("Loading")
            }
            .frame(width: 100, height: 100)
            .id(reloads)
            Button("Reload") {
                reloads += 1
            }
            Text("Reloads: \(reloads)")
        }
    }
}

#Preview {
    AvatarView(url: URL(string: "https://example.com/avatar.png"))
}
