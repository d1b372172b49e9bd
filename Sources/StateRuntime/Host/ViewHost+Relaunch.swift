extension ViewHost {
  /// Quits and relaunches the app with `root`, made again as a new process
  /// makes its views: every identity's state is discarded and `root` mounts
  /// afresh; `@AppStorage` (its `UserDefaults`) and `@SceneStorage` (the
  /// host's scene) keep their values.
  ///
  /// ```swift
  /// try host.type("Half-written", into: "Draft")
  /// host.relaunch(Editor())
  /// host.element("Draft")?.value   // what survives decides
  /// ```
  public func relaunch(_ root: Root) {
    graph.record(.actionPerformed(action: "relaunch()"))
    isRelaunching = true
    self.root = root
    isRelaunching = false
    graph.remount(root)
  }
}
