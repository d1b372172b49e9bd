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

/// Searching the library: the text matters only while this screen is up.
struct LibrarySearch: View {
  @AppStorage("searchText") private var query = ""

  var body: some View {
    TextField("Search", text: $query)
  }
}

/// The dark-mode switch, edited through a copy that is written back.
struct ThemeSettings: View {
  @AppStorage("darkMode") private var storedDarkMode = false
  @State private var darkMode = false

  var body: some View {
    Toggle("Dark mode", isOn: $darkMode)
      .onAppear { darkMode = storedDarkMode }
      .onChange(of: darkMode) { storedDarkMode = darkMode }
  }
}

/// Shows the theme in use.
struct ThemeBadge: View {
  @AppStorage("darkMode") private var darkMode = false

  var body: some View {
    Text("Theme: \(darkMode ? "dark" : "light")")
  }
}
