// The checks for the exercise 'state-macro'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: KettleScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("Next tea moves to the next tea") {
      let host = ViewHost(KettleScreen())
      try host.tap("Next tea")
      try expect(
        host.element("Tea: Assam") != nil,
        "after Next tea the screen should read \"Tea: Assam\"; it shows:\n" + host.render(), log: host.events)
    },
    Check("the timer starts at the first tea's steeping time") {
      let host = ViewHost(KettleScreen())
      try expectEqual(
        host.element("Steep:")?.label, "Steep: 2 min", "the Steep stepper for Sencha (2 minutes)",
        log: host.events)
      try expect(
        host.element("As the tin says") != nil,
        "the timer should say \"As the tin says\"; the screen shows:\n"
          + host.render(), log: host.events)
    },
    Check("the stepper counts from the tea's time") {
      let host = ViewHost(KettleScreen())
      try host.increment("Steep")
      try expectEqual(
        host.element("Steep:")?.label, "Steep: 3 min", "the Steep stepper after one tap on + for Sencha",
        log: host.events)
    },
    Check("the next tea's timer starts at its own time") {
      let host = ViewHost(KettleScreen())
      try host.increment("Steep")
      try host.tap("Next tea")
      try expectEqual(
        host.element("Steep:")?.label, "Steep: 4 min",
        "the Steep stepper after switching to Assam (4 minutes)",
        log: host.events)
    },
    Check("no initial value is thrown away") {
      let host = ViewHost(KettleScreen())
      try host.tap("Next tea")
      let thrownAway = host.events.filter {
        if case .initialValueDiscarded = $0 { true } else { false }
      }.count
      try expectEqual(
        thrownAway, 0, "initial values the timer's @State evaluated and threw away", log: host.events)
    },
  ]
}
