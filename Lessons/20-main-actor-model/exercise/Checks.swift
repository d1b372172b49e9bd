// The checks for the exercise 'main-actor-model'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: QuoteScreen, QuoteStore.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("refreshing shows the fetched quote") {
      let host = ViewHost(QuoteScreen(store: QuoteStore()))
      try host.tap("Refresh")
      await host.settle()
      try expectEqual(host.element("Quote:")?.label, "Quote: AAPL 101.5", "the quote after Refresh", log: host.events)
    },
    Check("the store publishes on the main thread") {
      let host = ViewHost(QuoteScreen(store: QuoteStore()))
      try host.tap("Refresh")
      await host.settle()
      let warnings = host.issues.filter { $0.kind == .publishedFromBackgroundThread }
      try expect(
        warnings.isEmpty, "no \"Publishing changes from background threads\" warning; got:\n"
          + warnings.map(\.message).joined(separator: "\n"), log: host.events)
    },
    Check("a refresh called from the main actor writes there too") {
      let store = QuoteStore()
      let host = ViewHost(QuoteScreen(store: store))
      await store.refresh("MSFT")
      await host.settle()
      try expectEqual(host.element("Quote:")?.label, "Quote: MSFT 101.5", "the quote", log: host.events)
      try expect(
        !host.issues.contains { $0.kind == .publishedFromBackgroundThread },
        "refresh(_:) should write the quote on the main actor", log: host.events)
    },
  ]
}
