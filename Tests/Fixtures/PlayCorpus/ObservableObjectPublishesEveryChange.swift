import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var visits = 0
}

struct NameBadge: View {
    @ObservedObject var profile: Profile

    var body: some View {
        Text("Name: \(profile.name)")
    }
}

struct ContentView: View {
    @StateObject private var profile = Profile()

    var body: some View {
        VStack {
            NameBadge(profile: profile)
            Text("Visits: \(profile.visits)")
            Button("Visit") { profile.visits += 1 }
        }
    }
}
