import Foundation

/// A value the host's scene keeps under a key: it survives a relaunch of
/// the views (``ViewHost/relaunch(_:)``), as SwiftUI restores scene storage
/// when the system brings a scene back, and is shared by the views of that
/// scene that read the key. Another host (another scene) has its own.
///
/// Supports the types `@AppStorage` does. Keep it small: SwiftUI warns that
/// scene storage is for light state such as a selection or a draft, not
/// for data.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let box = StoredValueBox<Value>()

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The scene's value, or the default while it holds none.
  @MainActor public var wrappedValue: Value {
    get { box.storage?.value() ?? defaultValue }
    nonmutating set { box.storage?.set(newValue) }
  }

  /// A binding to the scene's value.
  @MainActor public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension SceneStorage {
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
  public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
  public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
  public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
  public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
  public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    let session = context.graph.session
    let (key, defaultValue) = (self.key, self.defaultValue)
    box.storage = StoredValueStorage.linked(
      context,
      read: {
        guard let stored = session.sceneValues[key] else { return defaultValue }
        return stored as? Value ?? defaultValue
      },
      write: { value in
        if let optional = value as? any OptionalValue, optional.isNone {
          session.sceneValues[key] = nil
        } else {
          session.sceneValues[key] = value
        }
      })
  }
}

/// Tells a `nil` apart from a value whatever the wrapped type.
protocol OptionalValue {
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  var isNone: Bool { self == nil }
}
