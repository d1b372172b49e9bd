// The checks for the exercise 'costly-state-init'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: PhotoGrid, PhotoLibrary.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the thumbnails show") {
      let host = ViewHost(PhotoGrid(library: PhotoLibrary()))
      await host.settle()
      try expect(
        host.element("12 thumbnails in 3 columns") != nil,
        "the strip should read \"12 thumbnails in 3 columns\"",
        log: host.events)
    },
    Check("changing the columns keeps the thumbnails") {
      let host = ViewHost(PhotoGrid(library: PhotoLibrary()))
      await host.settle()
      try host.increment("Columns")
      await host.settle()
      try expect(
        host.element("12 thumbnails in 4 columns") != nil,
        "the strip should read \"12 thumbnails in 4 columns\"",
        log: host.events)
    },
    Check("the library is read once however often the grid updates") {
      let library = PhotoLibrary()
      let host = ViewHost(PhotoGrid(library: library))
      await host.settle()
      for _ in 0..<3 {
        try host.increment("Columns")
        await host.settle()
      }
      try expectEqual(
        library.reads, 1, "library reads after mounting and three column changes", log: host.events)
    },
  ]
}
