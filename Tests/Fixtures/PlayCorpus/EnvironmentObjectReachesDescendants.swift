import SwiftUI

final class Session: ObservableObject {
    @Published var user = "guest"
}

struct Greeting: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text("Signed in as \(session.user)")
    }
}

struct SignInButton: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Button("Sign in") { session.user = "ada" }
    }
}

struct ContentView: View {
    @StateObject private var session = Session()

    var body: some View {
        VStack {
            Greeting()
            SignInButton()
        }
        .environmentObject(session)
    }
}
