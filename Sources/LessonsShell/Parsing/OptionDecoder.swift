/// Reads ``ParsableOptions`` from parsed arguments: each property's coding key is its name,
/// which ``Flag`` and ``Option`` look up (swift-argument-parser decodes its properties alike).
struct OptionDecoder: Decoder {
  /// The arguments the parser checked.
  let arguments: ParsedArguments
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Properties<Key>(arguments: arguments, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw Self.notAnOption(codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw Self.notAnOption(codingPath)
  }

  /// The option key of the property `decoder` decodes.
  static func key(of decoder: any Decoder) throws -> String {
    guard decoder is OptionDecoder, let last = decoder.codingPath.last else {
      throw notAnOption(decoder.codingPath)
    }
    return OptionName.key(forProperty: last.stringValue)
  }

  /// The arguments `decoder` reads.
  static func arguments(of decoder: any Decoder) throws -> ParsedArguments {
    guard let decoder = decoder as? OptionDecoder else { throw notAnOption(decoder.codingPath) }
    return decoder.arguments
  }

  static func notAnOption(_ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(
      (any OptionDeclaration).self,
      .init(codingPath: path, debugDescription: "only @Flag and @Option properties are options"))
  }

  /// The properties of one options struct: only ``Flag`` and ``Option`` decode.
  private struct Properties<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let arguments: ParsedArguments
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try T(from: OptionDecoder(arguments: arguments, codingPath: codingPath + [key]))
    }

    private func refuse<T>(_ key: Key) throws -> T { throw OptionDecoder.notAnOption(codingPath + [key]) }
    func decodeNil(forKey key: Key) throws -> Bool { try refuse(key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try refuse(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try refuse(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try refuse(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try refuse(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try refuse(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try refuse(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try refuse(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try refuse(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try refuse(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try refuse(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try refuse(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try refuse(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try refuse(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try refuse(key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    { try refuse(key) }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try refuse(key) }
    func superDecoder() throws -> any Decoder { throw OptionDecoder.notAnOption(codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try refuse(key) }
  }
}
