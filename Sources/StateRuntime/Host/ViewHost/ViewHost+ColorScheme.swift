extension ViewHost {
  /// The appearance the views are shown in; setting it re-runs the views that read `\.colorScheme`.
  ///
  /// ```swift
  /// host.colorScheme = .dark
  /// ```
  public var colorScheme: ColorScheme {
    get { graph.rootEnvironment.colorScheme }
    set {
      guard newValue != colorScheme else { return }
      var environment = graph.rootEnvironment
      environment.colorScheme = newValue
      graph.replaceRootEnvironment(environment)
    }
  }
}
