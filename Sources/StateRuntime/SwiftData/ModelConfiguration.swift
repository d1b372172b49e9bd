/// How a container stores its models: SwiftData's `ModelConfiguration`.
///
/// The runtime keeps every store in memory, whatever the configuration says; a store that is
/// not `isStoredInMemoryOnly` still lasts only as long as its container.
public struct ModelConfiguration: Hashable, Sendable {
  /// The configuration's name.
  public let name: String
  /// Whether the store lives in memory only (every store does, in the runtime).
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save to the store.
  public let allowsSave: Bool

  /// A configuration; `isStoredInMemoryOnly: true` is what previews and tests use.
  public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
  }

  /// A configuration for some model types; the types are the container's schema here.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true
  ) {
    self.init(name, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave)
  }
}

/// The model types a container knows: SwiftData's `Schema`.
public struct Schema: Sendable {
  let entityNames: [String]

  /// A schema of these model types.
  public init(_ types: [any PersistentModel.Type]) {
    entityNames = types.map { ModelValues.entityName(of: $0) }
  }

  /// A schema of these model types.
  public init(_ types: any PersistentModel.Type...) {
    self.init(types)
  }

  /// A persisted property of a model: its name and key path (`@Model` lists them).
  public struct PropertyMetadata: @unchecked Sendable {
    public let name: String
    public let keypath: AnyKeyPath

    public init(name: String, keypath: AnyKeyPath) {
      self.name = name
      self.keypath = keypath
    }
  }

  /// Options of `@Attribute`, accepted and, in memory, without effect.
  public struct Attribute {
    public struct Option: Sendable, Hashable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by name: String) -> Option { Option(name: "transformable") }
      public static func originalName(_ name: String) -> Option { Option(name: "originalName") }
    }
  }

  /// `@Relationship`'s options.
  public struct Relationship {
    /// Options of `@Relationship`, accepted and without effect.
    public struct Option: Sendable, Hashable {
      let name: String
      public static let unique = Option(name: "unique")
    }

    /// What deleting a model does to the models it refers to.
    public enum DeleteRule: Sendable, Hashable {
      case cascade, deny, noAction, nullify
    }
  }
}
