import Foundation

// Modelled on Apple's NavigationPath documentation, "Serialize the path"
// (developer.apple.com/documentation/swiftui/navigationpath), and its pages
// for `codable`, `NavigationPath.CodableRepresentation` and `init(_:)`:
// `codable` is nil when an element is not Codable; the representation is
// Codable and Equatable; `init(_:)` makes a path from it. Apple's sample
// decodes the representation inside `do`/`catch` and falls back to an empty
// path, so a decoding failure surfaces there.
//
// Apple does not document the encoded form. The runtime writes each element
// as its type's mangled name and its JSON text, as Point-Free found SwiftUI
// does ("Reverse Engineering SwiftUI's NavigationPath Codability", 2022;
// its order is the runtime's own: first pushed first), and
// resolves the name in the running program when it decodes. It decodes every
// element when the representation is decoded: a type the program no longer
// has, or JSON its type no longer reads (an app update renamed or reshaped
// it), throws a `DecodingError` there. (SwiftUI has been observed to defer
// decoding the elements until the path is used: forums.swift.org, "Obtaining
// the mangled name of a type from the fully qualified type name only".)

extension NavigationPath {
  /// A serializable form of a navigation path, for saving and restoring it.
  ///
  /// ```swift
  /// @SceneStorage("path") private var pathData: Data?
  /// if let representation = path.codable {
  ///   pathData = try? JSONEncoder().encode(representation)
  /// }
  /// ```
  public struct CodableRepresentation: Codable, Equatable {
    /// One pushed value: its type's mangled name and its JSON text.
    struct Item: Equatable {
      let typeName: String
      let json: String
    }

    let items: [Item]
    /// The decoded values, as `init(_:)` pushes them.
    let values: [AnyHashable]

    init(items: [Item], values: [AnyHashable]) {
      self.items = items
      self.values = values
    }

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var items: [Item] = []
      var values: [AnyHashable] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        guard let type = _typeByName(typeName) else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "No type named \(typeName) in this program.")
        }
        guard let codableType = type as? (any (Decodable & Hashable).Type) else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "\(type) is not Decodable and Hashable.")
        }
        values.append(try Self.decode(codableType, from: json))
        items.append(Item(typeName: typeName, json: json))
      }
      self.init(items: items, values: values)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for item in items {
        try container.encode(item.typeName)
        try container.encode(item.json)
      }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.items == rhs.items
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) throws
      -> AnyHashable
    {
      AnyHashable(try JSONDecoder().decode(T.self, from: Data(json.utf8)))
    }
  }

  /// The path in a serializable form, or `nil` if any of its values is not
  /// `Codable` (as SwiftUI's `codable`).
  ///
  /// ```swift
  /// var path = NavigationPath()
  /// path.append(Room(number: 3))        // Room: Codable, Hashable
  /// let saved = try JSONEncoder().encode(path.codable!)
  /// ```
  public var codable: CodableRepresentation? {
    // Sorted keys: the same path always encodes to the same bytes (Linux's
    // Foundation otherwise orders keys as its dictionary does), so saving an
    // unchanged path does not change what a view stored.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var items: [CodableRepresentation.Item] = []
    for element in elements {
      guard let value = element.base as? any Codable,
        let typeName = _mangledTypeName(type(of: element.base)),
        let data = try? encoder.encode(value),
        let json = String(data: data, encoding: .utf8)
      else { return nil }
      items.append(CodableRepresentation.Item(typeName: typeName, json: json))
    }
    return CodableRepresentation(items: items, values: elements)
  }

  /// A path holding the values `codable` describes, first pushed first.
  ///
  /// ```swift
  /// do {
  ///   let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
  ///   path = NavigationPath(representation)
  /// } catch {
  ///   path = NavigationPath()   // what was saved no longer matches the app's types
  /// }
  /// ```
  public init(_ codable: CodableRepresentation) {
    self.elements = codable.values
  }
}
