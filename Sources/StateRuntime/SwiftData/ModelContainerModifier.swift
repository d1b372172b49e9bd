// `.modelContainer(for:)`, `.modelContainer(_:)` and `.modelContext(_:)`, on views and scenes.
// A container made by `.modelContainer(for:)` belongs to the modified view's identity: made
// once, when the view first appears there, and kept while it stays (SwiftUI's modifier is
// declared on `View` and `Scene` and makes "a model container for the given model types",
// which a body that runs again must not make anew, or the data would go).

extension View {
  /// Makes a container for a model type and puts its main context in the environment.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModelContainerModifier<Self> {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// Makes a container for model types and puts its main context in the environment.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModelContainerModifier<Self> {
    _ModelContainerModifier(
      content: self,
      source: .make { () -> ModelContainer? in
        let result = Result {
          try ModelContainer(
            for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        onSetup(result)
        guard case .success(let container) = result else { return nil }
        return container
      }, isAutosaveEnabled: isAutosaveEnabled)
  }

  /// Puts a container's main context in the environment.
  public func modelContainer(_ container: ModelContainer) -> _ModelContainerModifier<Self> {
    _ModelContainerModifier(content: self, source: .given(container), isAutosaveEnabled: nil)
  }

  /// Puts a model context in the environment, for `@Query` and `@Environment(\.modelContext)`.
  public func modelContext(_ modelContext: ModelContext) -> EnvironmentWriter<Self> {
    environment(\.modelContext, modelContext)
  }
}

extension Scene {
  /// Makes a container for a model type for every window of the scene.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModifiedWindowScene<Self> {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// Makes a container for model types for every window of the scene.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) {
      AnyView(
        $0.modelContainer(
          for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          isUndoEnabled: isUndoEnabled,
          onSetup: onSetup))
    }
  }

  /// Puts a container's main context in every window of the scene.
  public func modelContainer(_ container: ModelContainer) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView($0.modelContainer(container)) }
  }

  /// Puts a model context in every window of the scene.
  public func modelContext(_ modelContext: ModelContext) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView($0.modelContext(modelContext)) }
  }
}

/// The view `.modelContainer(…)` makes: its content, with the container's main context in the
/// environment.
public struct _ModelContainerModifier<Content: View>: View {
  enum Source {
    case given(ModelContainer)
    case make(() -> ModelContainer?)
  }

  let content: Content
  let source: Source
  let isAutosaveEnabled: Bool?
  public var body: Never { bodyError() }
}

extension _ModelContainerModifier: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let container: ModelContainer?
    switch source {
    case .given(let given):
      container = given
    case .make(let make):
      if let kept = node.environmentSnapshots["modelContainer"] as? MadeContainer {
        container = kept.container
      } else {
        container = make()
        node.environmentSnapshots["modelContainer"] = MadeContainer(container: container)
        if let container, let isAutosaveEnabled {
          container.mainContext.autosaveEnabled = isAutosaveEnabled
        }
      }
    }
    guard let container else { return [ChildView(key: .content, view: content)] }
    // The same environment as last time when nothing changed, as `EnvironmentWriter` does, so
    // that descendants can tell nothing happened.
    if let cache = node.environmentSnapshots["written"] as? WrittenEnvironment,
      cache.inherited.isIdentical(to: environment), (cache.value as? ModelContainer) === container
    {
      environment = cache.result
    } else {
      let inherited = environment
      environment.modelContext = container.mainContext
      node.environmentSnapshots["written"] = WrittenEnvironment(
        inherited: inherited, value: container, result: environment)
    }
    return [ChildView(key: .content, view: content)]
  }
}

/// The container `.modelContainer(for:)` made for a view identity, or `nil` when making it threw.
private struct MadeContainer {
  let container: ModelContainer?
}
