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
    TabView {
      BrowseTab(settings: settings).tabItem { Label("Browse", systemImage: "book") }
      SettingsTab(settings: settings).tabItem { Label("Settings", systemImage: "gear") }
    }
    // So that every tab redraws in the new units.
    .id(settings.usesMetric)
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
