// The checks for the exercise 'foreach-indices'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: ChoreList.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("a note stays with its chore when an earlier chore is deleted") {
      let host = ViewHost(ChoreList())
      try host.type("use the blue basket", into: "Note for Dishes")
      try host.tap("Delete Laundry")
      try expectEqual(
        host.element("Note for Dishes")?.value, "use the blue basket",
        "the note for Dishes after deleting Laundry",
        log: host.events)
    },
    Check("a deleted chore's note leaves with it") {
      let host = ViewHost(ChoreList())
      try host.type("cold wash", into: "Note for Laundry")
      try host.tap("Delete Laundry")
      try expectEqual(host.element("Note for Dishes")?.value, "", "the note for Dishes", log: host.events)
      try expectEqual(host.element("Chores left:")?.label, "Chores left: 2", "the count", log: host.events)
    },
    Check("Done still writes the chore") {
      let host = ViewHost(ChoreList())
      try host.tap("Delete Laundry")
      try host.toggle("Done: Plants")
      try expectEqual(host.element("Done: Plants")?.value, "on", "Plants' Done toggle", log: host.events)
    },
  ]
}
