// A SwiftUI file for `play`'s tests, written in the documented subset. The tests play
// this very file (with `import SwiftUI` in place of the line below) and mount the same
// views in-process, and compare the logs.
import StateRuntime

@Observable final class Profile {
  var name = ""
  var subscribed = false
  var saves = 0
}

struct ProfileNameEditor: View {
  @Bindable var profile: Profile
  var body: some View {
    TextField("Name", text: $profile.name)
  }
}

struct SubscriptionRow: View {
  @Bindable var profile: Profile
  var body: some View {
    Toggle("Subscribed", isOn: $profile.subscribed)
  }
}

struct SaveCounter: View {
  let saves: Int
  var body: some View {
    Text("Saved \(saves) times")
  }
}

struct ProfileScreen: View {
  @State private var profile = Profile()
  @State private var quantity = 1
  var body: some View {
    VStack {
      ProfileNameEditor(profile: profile)
      SubscriptionRow(profile: profile)
      Stepper("Copies: \(quantity)", value: $quantity, in: 1...5)
      Button("Save") { profile.saves += 1 }
      SaveCounter(saves: profile.saves)
      if profile.subscribed {
        Text("Thanks, \(profile.name)!")
      }
    }
  }
}
