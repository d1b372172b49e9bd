import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Ada"
    var visits = 0
}

struct NameBadge: View {
    let profile: Profile

    var body: some View {
        Text("Name: \(profile.name)")
    }
}

struct VisitCounter: View {
    let profile: Profile

    var body: some View {
        Text("Visits: \(profile.visits)")
    }
}

struct ContentView: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            NameBadge(profile: profile)
            VisitCounter(profile: profile)
            Button("Visit") { profile.visits += 1 }
        }
    }
}
