/// The environment's model context, for `@Environment(\.modelContext)` and `@Query`.
private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
  /// The model context views use: the main context of the container attached with
  /// `.modelContainer(_:)`, or the one set with `.modelContext(_:)`. Without either, a context
  /// bound to an in-memory container with no schema (Apple's `ModelContext` overview: inserting
  /// there is an error, and fetches return nothing).
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] ?? ModelContext.schemaless }
    set { self[ModelContextKey.self] = newValue }
  }
}

extension ModelContext {
  /// The environment's context when no container is attached.
  nonisolated(unsafe) static let schemaless: ModelContext = {
    // A schema with no types cannot fail.
    // swift-format-ignore: NeverUseForceTry
    let container = try! ModelContainer(
      for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    return ModelContext(container, isMain: true)
  }()
}
