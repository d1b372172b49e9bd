import Foundation

/// A value kept in `UserDefaults` under a key: it survives a relaunch, and
/// every view reading the key shows the same value.
///
/// Modelled on SwiftUI's `AppStorage`: the store is the one passed as
/// `store:`, else the one set with ``View/defaultAppStorage(_:)`` above the
/// view, else `UserDefaults.standard`. Reading gives the stored value, or the
/// declared default while the key holds none (the default is not written). A
/// write lands in the store under the key; views reading the key, here or in
/// another view, update; so does a write from outside
/// (`defaults.set(_:forKey:)`), which the host notices at its next flush
/// (Linux Foundation posts no `didChangeNotification` for it). Supported:
/// `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `RawRepresentable`
/// with `Int` or `String` raw values, and their optionals.
///
/// ```swift
/// @AppStorage("showsPreview") private var showsPreview = true
/// @AppStorage("username", store: UserDefaults(suiteName: "group.app")) private var username = ""
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let store: UserDefaults?
  let codec: DefaultsCodec<Value>
  let box = StoredValueBox<Value>()

  init(key: String, defaultValue: Value, store: UserDefaults?, codec: DefaultsCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.codec = codec
  }

  /// The stored value, or the default while the key holds none.
  @MainActor public var wrappedValue: Value {
    get { box.storage?.value() ?? defaultValue }
    nonmutating set { box.storage?.set(newValue) }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
  }

  /// A value kept as its `Int` raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, codec: DefaultsCodec.int.map(Value.init, \.rawValue)
    )
  }

  /// A value kept as its `String` raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      codec: DefaultsCodec.string.map(Value.init, \.rawValue))
  }

  /// An optional `Bool`: `nil` while the key holds none; writing `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, codec: DefaultsCodec.bool.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, codec: DefaultsCodec.int.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, codec: DefaultsCodec.double.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, codec: DefaultsCodec.string.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, codec: DefaultsCodec.url.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, codec: DefaultsCodec.data.optional())
  }
}

extension AppStorage: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    let store = self.store ?? context.node.environment[DefaultAppStorageKey.self] ?? .standard
    let (key, codec, defaultValue) = (self.key, self.codec, self.defaultValue)
    box.storage = StoredValueStorage.linked(
      context, read: { codec.decode(store, key) ?? defaultValue }, write: { codec.encode(store, key, $0) })
  }
}

struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension View {
  /// Sets the `UserDefaults` that `@AppStorage` in this subtree uses when
  /// its declaration names no `store:`.
  ///
  /// ```swift
  /// ContentView().defaultAppStorage(UserDefaults(suiteName: "test.\(UUID())")!)
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    EnvironmentWriter(content: self, value: ObjectIdentifier(store)) { $0[DefaultAppStorageKey.self] = store }
  }
}
