import StateRuntime

/// The app's navigation state. Notifications and widgets open tabs through it.
@Observable
final class Navigation {
  var tab = "Home"

  /// A deep link such as app://tabs/Inbox.
  func open(tab: String) {
    self.tab = tab
  }
}

/// The tab bar with a title above it. Tapping a tab works; a deep link does not.
struct TabsScreen: View {
  let navigation: Navigation
  @State private var selected: String

  init(navigation: Navigation) {
    self.navigation = navigation
    _selected = State(initialValue: navigation.tab)
  }

  var body: some View {
    VStack {
      Text("Title: \(selected)")
      HStack {
        ForEach(["Home", "Inbox", "Profile"], id: \.self) { tab in
          Button(tab) { selected = tab }
        }
      }
    }
  }
}
