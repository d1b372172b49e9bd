import Foundation

/// How one `@AppStorage` value type is kept in `UserDefaults`, as SwiftUI
/// keeps it: the plain property-list types under their key, a
/// `RawRepresentable` by its raw value, an optional as its wrapped value or
/// no object at all.
struct DefaultsCodec<Value> {
  /// The stored value, or `nil` when the key holds none (the default applies).
  let decode: (UserDefaults, String) -> Value?
  let encode: (UserDefaults, String, Value) -> Void

  /// A scalar read only when the key holds an object: `bool(forKey:)` and
  /// friends return `false`/`0` for a missing key, which is not "unset".
  static func scalar(
    _ get: @escaping (UserDefaults, String) -> Value
  ) -> DefaultsCodec<Value> {
    DefaultsCodec(
      decode: { store, key in store.object(forKey: key) == nil ? nil : get(store, key) },
      encode: { store, key, value in store.set(value, forKey: key) })
  }

  func map<Other>(_ to: @escaping (Value) -> Other?, _ from: @escaping (Other) -> Value) -> DefaultsCodec<
    Other
  > {
    DefaultsCodec<Other>(
      decode: { store, key in decode(store, key).flatMap(to) },
      encode: { store, key, value in encode(store, key, from(value)) })
  }

  func optional() -> DefaultsCodec<Value?> {
    DefaultsCodec<Value?>(
      decode: { store, key in decode(store, key).map { .some($0) } },
      encode: { store, key, value in
        if let value { encode(store, key, value) } else { store.removeObject(forKey: key) }
      })
  }
}

extension DefaultsCodec where Value == Bool {
  static var bool: Self { scalar { $0.bool(forKey: $1) } }
}

extension DefaultsCodec where Value == Int {
  static var int: Self { scalar { $0.integer(forKey: $1) } }
}

extension DefaultsCodec where Value == Double {
  static var double: Self { scalar { $0.double(forKey: $1) } }
}

extension DefaultsCodec where Value == String {
  static var string: Self {
    DefaultsCodec(
      decode: { $0.string(forKey: $1) }, encode: { store, key, value in store.set(value, forKey: key) })
  }
}

extension DefaultsCodec where Value == Data {
  static var data: Self {
    DefaultsCodec(
      decode: { $0.data(forKey: $1) }, encode: { store, key, value in store.set(value, forKey: key) })
  }
}

extension DefaultsCodec where Value == URL {
  // Linux Foundation's `set(_: URL?, forKey:)` keeps only the URL's path
  // (`https://a.b/c` reads back as `file:///c`; checked on Swift 6.3.1), so
  // the URL is kept as its absolute string, which reads back whole.
  static var url: Self { DefaultsCodec<String>.string.map({ URL(string: $0) }, { $0.absoluteString }) }
}
