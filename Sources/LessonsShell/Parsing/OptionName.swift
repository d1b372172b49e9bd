/// The name of a declared option, as a command's messages spell it (`flags.$all.spelling`).
package struct OptionName: Sendable, Equatable, CustomStringConvertible {
  /// The name without dashes: `swift-version`; empty on a declaration not yet decoded.
  package var key: String

  /// `--name` as typed.
  package var spelling: String { "--\(key)" }

  /// The spelling, so that a message may interpolate the name itself: `"with \(flags.$force)"`.
  package var description: String { spelling }

  /// The key of the property named `label` (`_swiftVersion` or `swiftVersion` → `swift-version`).
  static func key(forProperty label: String) -> String {
    var key = ""
    for character in label.drop(while: { $0 == "_" }) {
      if character.isUppercase {
        key += "-" + character.lowercased()
      } else {
        key.append(character)
      }
    }
    return key
  }
}
