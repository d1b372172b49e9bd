import StateRuntime

/// A reader app: a search field for the current screen, a dark-mode setting
/// and a line showing the theme.
struct ReaderApp: View {
  var body: some View {
    VStack {
      LibrarySearch()
      ThemeSettings()
      ThemeBadge()
    }
  }
}

/// Searching the library: the text lasts as long as this screen, so @State.
struct LibrarySearch: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
  }
}

/// The dark-mode switch, bound to the stored setting itself: no copy.
struct ThemeSettings: View {
  @AppStorage("darkMode") private var darkMode = false

  var body: some View {
    Toggle("Dark mode", isOn: $darkMode)
  }
}

/// Shows the theme in use.
struct ThemeBadge: View {
  @AppStorage("darkMode") private var darkMode = false

  var body: some View {
    Text("Theme: \(darkMode ? "dark" : "light")")
  }
}
