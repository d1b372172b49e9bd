// SwiftData's macros, declared where `lessons check` and `lessons play` build the runtime with
// the plugin (STATE_RUNTIME_ENTRY_MACRO; see Environment/Entry.swift). The package's own build
// loads no plugin: there the models are written as the macro expands them.

#if STATE_RUNTIME_ENTRY_MACRO
  /// Makes a class a SwiftData model: its stored properties are persisted and observed one by
  /// one, and it conforms to `PersistentModel` and `Observable`.
  ///
  /// ```swift
  /// @Model final class Voyage {
  ///   var name: String
  ///   init(name: String) { self.name = name }
  /// }
  /// ```
  @attached(
    member, names: named(_$backingData), named(persistentBackingData), named(init), named(schemaMetadata))
  @attached(memberAttribute)
  @attached(extension, conformances: PersistentModel, Observable)
  public macro Model() = #externalMacro(module: "EntryMacros", type: "ModelMacro")

  /// A persisted property of a `@Model` class; `@Model` adds it to each stored `var`.
  @attached(accessor, names: named(init), named(get), named(set))
  @attached(peer, names: prefixed(_))
  public macro _PersistedProperty() = #externalMacro(module: "EntryMacros", type: "PersistedPropertyMacro")

  /// A property of a `@Model` class that is not persisted; it needs an initial value.
  @attached(peer)
  public macro Transient() = #externalMacro(module: "EntryMacros", type: "ModelMarkerMacro")

  /// Options for a persisted property (`.unique`, `.externalStorage`); accepted, without effect
  /// in the runtime's in-memory store.
  @attached(peer)
  public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
  ) = #externalMacro(module: "EntryMacros", type: "ModelMarkerMacro")

  /// A relationship's delete rule and inverse; accepted, and not enforced by the runtime.
  @attached(peer)
  public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
  ) = #externalMacro(module: "EntryMacros", type: "ModelMarkerMacro")

  /// Gives an actor a model context of its own on a container: `init(modelContainer:)`,
  /// `modelContainer`, `modelExecutor`, and conformance to `ModelActor`.
  @attached(member, names: named(modelExecutor), named(modelContainer), named(init))
  @attached(extension, conformances: ModelActor)
  public macro ModelActor() = #externalMacro(module: "EntryMacros", type: "ModelActorMacro")
#endif
