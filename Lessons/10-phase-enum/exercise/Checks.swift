// The checks for the exercise 'phase-enum'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: UploadScreen, Uploader.

import StateRuntime

@MainActor func screenTexts(_ host: ViewHost<UploadScreen>) -> [String] {
  host.elements().filter { $0.kind == .text }.map(\.label)
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("uploading shows only the progress line") {
      let host = ViewHost(UploadScreen(uploader: Uploader()))
      try host.tap("Upload")
      try expectEqual(
        screenTexts(host), ["Uploading…"], "the texts on screen while uploading", log: host.events)
    },
    Check("a failure replaces the progress line and allows another try") {
      let uploader = Uploader()
      let host = ViewHost(UploadScreen(uploader: uploader))
      try host.tap("Upload")
      uploader.fail("offline")
      host.flush()
      try expectEqual(
        screenTexts(host), ["Upload failed: offline"], "the texts on screen after the failure",
        log: host.events)
      try expect(
        host.element("Upload")?.isDisabled == false, "Upload should be enabled after a failure",
        log: host.events)
    },
    Check("a retry that succeeds shows only the result") {
      let uploader = Uploader()
      let host = ViewHost(UploadScreen(uploader: uploader))
      try host.tap("Upload")
      uploader.fail("offline")
      host.flush()
      try host.tap("Upload")
      uploader.succeed()
      host.flush()
      try expectEqual(
        screenTexts(host), ["Uploaded"], "the texts on screen after a successful retry", log: host.events)
    },
  ]
}
