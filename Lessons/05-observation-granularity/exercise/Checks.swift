// The checks for the exercise 'observation-granularity'. Do not edit: `lessons check`
// compares this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: ProfileEditor, ProfileStore.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("typing a name updates the preview") {
      let host = ViewHost(ProfileEditor(store: ProfileStore()))
      try host.type("Ada Lovelace", into: "Name")
      try expect(
        host.element("Preview: Ada Lovelace") != nil, "the preview should read \"Preview: Ada Lovelace\"",
        log: host.events)
    },
    Check("a keystroke re-evaluates only the views that read the name") {
      let host = ViewHost(ProfileEditor(store: ProfileStore()))
      host.resetCounts()
      try host.type("Ada L", into: "Name")
      let ran = host.bodyCounts.filter { $0.value > 0 }.keys.sorted()
      try expect(
        ran == ["NameField", "NamePreview"],
        "one keystroke re-evaluated \(ran.joined(separator: ", ")); only NameField and NamePreview read the name",
        log: host.events)
    },
    Check("a new follower re-evaluates only the badge") {
      let store = ProfileStore()
      let host = ViewHost(ProfileEditor(store: store))
      host.resetCounts()
      store.followers += 1
      host.flush()
      let ran = host.bodyCounts.filter { $0.value > 0 }.keys.sorted()
      try expect(
        host.element("Followers: 1843") != nil && ran == ["FollowerBadge"],
        "a follower re-evaluated \(ran.joined(separator: ", ")); only FollowerBadge shows followers",
        log: host.events)
    },
  ]
}
