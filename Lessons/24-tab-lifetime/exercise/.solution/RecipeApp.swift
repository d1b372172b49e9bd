import StateRuntime

/// The kitchen's settings: one truth for the units every tab shows. Keep it as it is.
@MainActor @Observable
final class KitchenSettings {
  var usesMetric = false
}

/// A recipe app with two tabs: Browse (a search being typed) and Settings.
struct RecipeApp: View {
  let settings: KitchenSettings

  var body: some View {
    // No .id: the TabView and its tabs keep their identities, so the search and
    // the selected tab survive a change of units. BrowseTab reads
    // settings.usesMetric, so it shows the new units anyway.
    TabView {
      BrowseTab(settings: settings).tabItem { Label("Browse", systemImage: "book") }
      SettingsTab(settings: settings).tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

/// The Browse tab: a search being typed, kept in the tab's @State, and a recipe in the chosen units.
struct BrowseTab: View {
  let settings: KitchenSettings
  @State private var search = ""

  var body: some View {
    VStack {
      TextField("Search", text: $search)
      Text("Flour: \(settings.usesMetric ? "250 g" : "2 cups")")
    }
  }
}

/// The Settings tab: the units switch.
struct SettingsTab: View {
  @Bindable var settings: KitchenSettings

  var body: some View {
    Toggle("Metric units", isOn: $settings.usesMetric)
  }
}
