import SwiftUI

struct CounterTab: View {
    let title: String
    @State private var taps = 0

    var body: some View {
        Button("\(title): \(taps)") {
            taps += 1
        }
    }
}

struct ContentView: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            CounterTab(title: "Home")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(1)
            CounterTab(title: "Profile")
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
                .tag(2)
        }
    }
}

#Preview {
    ContentView()
}
