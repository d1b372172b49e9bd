// The checks for the exercise 'binding-by-value'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: NetworkSettings.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the Wi-Fi toggle starts on, like the setting") {
      let host = ViewHost(NetworkSettings())
      try expectEqual(host.element("Wi-Fi")?.value, "on", "the Wi-Fi toggle after mounting", log: host.events)
      try expect(host.element("Status: online") != nil, "the status line should read \"Status: online\"")
    },
    Check("turning Wi-Fi off takes the device offline") {
      let host = ViewHost(NetworkSettings())
      try host.toggle("Wi-Fi")
      try expect(
        host.element("Status: offline") != nil,
        "after turning Wi-Fi off, the status line should read \"Status: offline\"; the screen shows:\n"
          + host.render(), log: host.events)
    },
    Check("turning Wi-Fi off disables Sync now") {
      let host = ViewHost(NetworkSettings())
      try host.toggle("Wi-Fi")
      try expectEqual(
        host.element("Sync now")?.isDisabled, true, "whether \"Sync now\" is disabled with Wi-Fi off",
        log: host.events)
    },
    Check("Airplane mode turns the Wi-Fi toggle off") {
      let host = ViewHost(NetworkSettings())
      try host.toggle("Airplane mode")
      try expectEqual(
        host.element("Wi-Fi")?.value, "off", "the Wi-Fi toggle after turning Airplane mode on",
        log: host.events)
    },
  ]
}
