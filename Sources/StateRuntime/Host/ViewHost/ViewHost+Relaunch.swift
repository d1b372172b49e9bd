extension ViewHost {
  /// Quits and relaunches the app with `root`, made again as a new process
  /// makes its views, the system restoring the scene: every identity's state
  /// is discarded and `root` mounts afresh; `@AppStorage` (its
  /// `UserDefaults`) and `@SceneStorage` (the host's scene) keep their values.
  ///
  /// The same as `relaunch(root, restoringScene: true)`: the system ended the
  /// app in the background and brings its scene back.
  ///
  /// ```swift
  /// try host.type("Half-written", into: "Draft")
  /// host.relaunch(Editor())
  /// host.element("Draft")?.value   // what survives decides
  /// ```
  public func relaunch(_ root: Root) {
    relaunch(root, restoringScene: nil)
  }

  /// Relaunches the app with `root`, its scene restored or destroyed.
  ///
  /// Apple's `SceneStorage` documentation: the system restores a scene's
  /// storage when it brings the scene back (the app ended in the background,
  /// `restoringScene: true`), and "if the Scene is explicitly destroyed (e.g.
  /// the switcher snapshot is destroyed on iPadOS or the window is closed on
  /// macOS) the data is also destroyed" (`restoringScene: false`). Both lose
  /// every `@State`; `@AppStorage` survives both.
  ///
  /// ```swift
  /// host.relaunch(Editor(), restoringScene: false)   // swiped away in the app switcher
  /// ```
  public func relaunch(_ root: Root, restoringScene: Bool) {
    relaunch(root, restoringScene: Optional(restoringScene))
  }

  /// Relaunches the app with `root`, the system restoring a scene whose
  /// storage holds `sceneStorage` under its keys: what another build of the
  /// app left there, as after an update. Keys not named keep what the scene
  /// kept.
  ///
  /// Scene storage is the system's to save and restore (Apple's
  /// `SceneStorage` page: "The underlying data that backs SceneStorage is
  /// not available to you"); this stands in for the app having been updated
  /// between the save and the restore, so a check can meet data its types
  /// no longer read.
  ///
  /// ```swift
  /// host.relaunch(Guide(), restoringSceneWith: ["guide.path": dataFromBuild1])
  /// ```
  public func relaunch(_ root: Root, restoringSceneWith sceneStorage: [String: Any]) {
    graph.session.sceneValuesAtNextRestore = sceneStorage
    relaunch(root, restoringScene: Optional(true))
  }

  /// `restoringScene` is `nil` for the call that leaves it out, so the log names the call as written.
  private func relaunch(_ root: Root, restoringScene: Bool?) {
    graph.record(.appRelaunched(restoringScene: restoringScene))
    isRelaunching = true
    self.root = root
    isRelaunching = false
    graph.remount(root, restoringScene: restoringScene ?? true)
  }
}
