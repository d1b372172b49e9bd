// The checks for the exercise 'tab-lifetime'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: KitchenSettings, RecipeApp.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the search survives a change of units") {
      let host = ViewHost(RecipeApp(settings: KitchenSettings()))
      try host.type("bread", into: "Search")
      try host.selectTab("Settings")
      try host.toggle("Metric units")
      try host.selectTab("Browse")
      try expectEqual(
        host.element("Search")?.value, "bread", "the search after switching units", log: host.events)
    },
    Check("changing units keeps you on the Settings tab") {
      let host = ViewHost(RecipeApp(settings: KitchenSettings()))
      try host.selectTab("Settings")
      try host.toggle("Metric units")
      try expectEqual(
        host.element("TabView")?.value, "Settings", "the selected tab after the toggle", log: host.events)
    },
    Check("Browse shows the new units") {
      let host = ViewHost(RecipeApp(settings: KitchenSettings()))
      try host.selectTab("Settings")
      try host.toggle("Metric units")
      try host.selectTab("Browse")
      try expectEqual(host.element("Flour:")?.label, "Flour: 250 g", "the recipe's flour", log: host.events)
    },
  ]
}
