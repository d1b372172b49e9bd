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
    _ModelContainerModifier(
      content: self,
      source: .make(ContainerRequest([modelType], inMemory, isAutosaveEnabled, onSetup)))
  }

  /// Makes a container for model types and puts its main context in the environment.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModelContainerModifier<Self> {
    _ModelContainerModifier(
      content: self,
      source: .make(ContainerRequest(modelTypes, inMemory, isAutosaveEnabled, onSetup)))
  }

  /// Puts a container's main context in the environment.
  public func modelContainer(_ container: ModelContainer) -> _ModelContainerModifier<Self> {
    _ModelContainerModifier(content: self, source: .given(container))
  }

  /// Puts a model context in the environment, for `@Query` and `@Environment(\.modelContext)`.
  public func modelContext(_ modelContext: ModelContext) -> EnvironmentWriter<Self> {
    environment(\.modelContext, modelContext)
  }
}

// On a scene, each window's root gets the view's modifier: each window makes its own
// container from the same request, once, as its root appears.
extension Scene {
  /// Makes a container for a model type for every window of the scene.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModifiedWindowScene<Self> {
    everyWindow(.make(ContainerRequest([modelType], inMemory, isAutosaveEnabled, onSetup)))
  }

  /// Makes a container for model types for every window of the scene.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> _ModifiedWindowScene<Self> {
    everyWindow(.make(ContainerRequest(modelTypes, inMemory, isAutosaveEnabled, onSetup)))
  }

  /// Puts a container's main context in every window of the scene.
  public func modelContainer(_ container: ModelContainer) -> _ModifiedWindowScene<Self> {
    everyWindow(.given(container))
  }

  /// Puts a model context in every window of the scene.
  public func modelContext(_ modelContext: ModelContext) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView($0.modelContext(modelContext)) }
  }

  private func everyWindow(_ source: ContainerSource) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView(_ModelContainerModifier(content: $0, source: source)) }
  }
}

/// Where `.modelContainer(…)` gets its container: given, or made from a request.
enum ContainerSource {
  case given(ModelContainer)
  case make(ContainerRequest)
}

/// What `.modelContainer(for:…)` asks for: the container it makes once per view identity.
///
/// `isUndoEnabled` is accepted and not modelled: the runtime has no undo manager.
struct ContainerRequest {
  let modelTypes: [any PersistentModel.Type]
  let inMemory: Bool
  let isAutosaveEnabled: Bool
  let onSetup: (Result<ModelContainer, any Error>) -> Void

  init(
    _ modelTypes: [any PersistentModel.Type], _ inMemory: Bool, _ isAutosaveEnabled: Bool,
    _ onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
  ) {
    self.modelTypes = modelTypes
    self.inMemory = inMemory
    self.isAutosaveEnabled = isAutosaveEnabled
    self.onSetup = onSetup
  }

  /// Makes the container, tells `onSetup` how that went, and sets its main context's autosave.
  @MainActor func make() -> ModelContainer? {
    let result = Result {
      try ModelContainer(
        for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
    }
    onSetup(result)
    guard case .success(let container) = result else { return nil }
    container.mainContext.autosaveEnabled = isAutosaveEnabled
    return container
  }
}

/// The view `.modelContainer(…)` makes: its content, with the container's main context in the
/// environment.
public struct _ModelContainerModifier<Content: View>: View {
  let content: Content
  let source: ContainerSource
  public var body: Never { bodyError() }
}

extension _ModelContainerModifier: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let container: ModelContainer?
    switch source {
    case .given(let given):
      container = given
    case .make(let request):
      if let kept = node.environmentSnapshots["modelContainer"] as? MadeContainer {
        container = kept.container
      } else {
        container = request.make()
        node.environmentSnapshots["modelContainer"] = MadeContainer(container: container)
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
