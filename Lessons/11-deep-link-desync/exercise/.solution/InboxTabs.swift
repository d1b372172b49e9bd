import StateRuntime

/// The app's navigation state: the one owner of the selected tab.
@Observable
final class Navigation {
  var tab = "Home"

  /// A deep link such as app://tabs/Inbox.
  func open(tab: String) {
    self.tab = tab
  }
}

/// The tab bar with a title above it. Taps and deep links change the same value.
struct TabsScreen: View {
  let navigation: Navigation

  var body: some View {
    VStack {
      Text("Title: \(navigation.tab)")
      HStack {
        ForEach(["Home", "Inbox", "Profile"], id: \.self) { tab in
          Button(tab) { navigation.tab = tab }
        }
      }
    }
  }
}
