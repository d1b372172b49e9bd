import SwiftUI

@main
struct CountdownApp: App {
    var body: some Scene {
        WindowGroup {
            CountdownView()
        }
    }
}
