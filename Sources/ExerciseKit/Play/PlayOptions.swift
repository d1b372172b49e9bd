/// How to build and run a `play` program.
package struct PlayOptions: Sendable {
  /// The view to mount; `nil` mounts the file's preview, or finds the single view no other view uses.
  package var root: String?
  /// The preview to mount, by name or line (`--preview`), when the file has several.
  package var preview: String?
  /// The Swift language mode the file is compiled in: "6" (the default) or "5", for code
  /// written before Swift 6's data-race checking (`--swift-version 5`).
  package var swiftVersion: String = "6"
  /// The Xcode release whose SwiftUI the runtime reproduces (26 or 27).
  package var xcode: Int
  /// The limits a check runs under, which a played file runs under too.
  package var limits: CheckOptions
  /// The version a lesson's program mounts (`broken` or `fixed`), for a lesson whose
  /// Swift declares a scenario; `nil` for a played file.
  package var variant: String?

  /// Options with these parts.
  package init(
    root: String? = nil, preview: String? = nil, xcode: Int = 27, limits: CheckOptions = CheckOptions()
  ) {
    self.root = root
    self.preview = preview
    self.xcode = xcode
    self.limits = limits
  }
}
