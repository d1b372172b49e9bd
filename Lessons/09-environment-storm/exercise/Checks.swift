// The checks for the exercise 'environment-storm'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Clock, Dashboard.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the timer shows the seconds") {
      let clock = Clock()
      let host = ViewHost(Dashboard(clock: clock))
      clock.tick()
      clock.tick()
      host.flush()
      try expect(
        host.element("Session: 2 s") != nil, "the timer should read \"Session: 2 s\"", log: host.events)
    },
    Check("a tick re-evaluates only the timer") {
      let clock = Clock()
      let host = ViewHost(Dashboard(clock: clock))
      host.resetCounts()
      clock.tick()
      host.flush()
      let ran = host.bodyCounts.filter { $0.value > 0 }.keys.sorted()
      try expectEqual(ran, ["SessionTimer"], "the views a tick re-evaluated", log: host.events)
    },
    Check("the account card's button still works after ticks") {
      let clock = Clock()
      let host = ViewHost(Dashboard(clock: clock))
      for _ in 0..<5 { clock.tick() }
      host.flush()
      try host.tap("Open account")
      try expect(
        host.element("Session: 5 s") != nil, "the timer should read \"Session: 5 s\"", log: host.events)
    },
  ]
}
