// The checks for the exercise 'onchange-semantics'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Battery, BatteryMonitor.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("opening at 12% switches the saver on") {
      let battery = Battery(level: 12)
      let host = ViewHost(BatteryMonitor(battery: battery))
      try expectEqual(
        host.element("Saver:")?.label, "Saver: on", "the saver after opening at 12%", log: host.events)
      try expectEqual(battery.saverSwitches, ["on"], "the saver's switches", log: host.events)
    },
    Check("a drop from 50% to 15% switches it on once") {
      let battery = Battery(level: 50)
      let host = ViewHost(BatteryMonitor(battery: battery))
      battery.level = 15
      host.flush()
      try expectEqual(host.element("Saver:")?.label, "Saver: on", "the saver at 15%", log: host.events)
      try expectEqual(battery.saverSwitches, ["on"], "the saver's switches", log: host.events)
    },
    Check("repeated reports switch nothing more") {
      let battery = Battery(level: 12)
      let host = ViewHost(BatteryMonitor(battery: battery))
      battery.level = 12
      host.flush()
      battery.level = 25
      battery.level = 25
      host.flush()
      try expectEqual(host.element("Saver:")?.label, "Saver: off", "the saver at 25%", log: host.events)
      try expectEqual(battery.saverSwitches, ["on", "off"], "the saver's switches", log: host.events)
    },
  ]
}
