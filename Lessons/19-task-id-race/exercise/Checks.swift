// The checks for the exercise 'task-id-race'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: WeatherLookup, WeatherService.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("one city shows its forecast") {
      let host = ViewHost(WeatherLookup(service: WeatherService()))
      try host.type("Paris", into: "City")
      await host.settle()
      try expectEqual(host.element("Forecast:")?.label, "Forecast: Sunny in Paris", "the forecast", log: host.events)
    },
    Check("typing quickly ends with the forecast of the city typed last") {
      let host = ViewHost(WeatherLookup(service: WeatherService()))
      try host.type("Pa", into: "City")
      try host.type("Paris", into: "City")
      await host.settle()
      try expectEqual(
        host.element("Forecast:")?.label, "Forecast: Sunny in Paris",
        "the forecast after typing \"Pa\" then \"Paris\" quickly (\"Pa\" answers in 300 ms, \"Paris\" in 20 ms)",
        log: host.events)
    },
    Check("the superseded lookup never writes") {
      let service = WeatherService()
      let host = ViewHost(WeatherLookup(service: service))
      try host.type("Pa", into: "City")
      try host.type("Paris", into: "City")
      await host.settle()
      try expectEqual(service.answered, ["Paris"], "forecasts that arrived (\"Pa\" should be cancelled)", log: host.events)
    },
  ]
}
