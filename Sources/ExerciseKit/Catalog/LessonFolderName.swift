/// What a lesson folder's name says: its id and its place in the order.
///
/// `03-cart-badge` and `3.5-cart-badge` are the lesson `cart-badge`, numbered 3 and 3.5;
/// a folder without a number (`cart-badge`) is its own id. These are the rules of a pack's
/// folders (`LessonPack`) and of discover-lessons (a build tool, which cannot link this and
/// repeats them), so a course exercise's id and order are its lesson's. A number's parts
/// compare as integers, as discover-lessons compares them: `15.10` comes after `15.9`.
package enum LessonFolderName {
  /// The id a folder's name gives: `03-cart-badge` and `3.5-cart-badge` give `cart-badge`.
  package static func id(of name: String) -> String {
    guard number(of: name) != nil, let dash = name.firstIndex(of: "-") else { return name }
    return String(name[name.index(after: dash)...])
  }

  /// The number a folder's name starts with, part by part (`[3, 5]` for `3.5-x`), if it has one.
  package static func number(of name: String) -> [Int]? {
    guard let dash = name.firstIndex(of: "-") else { return nil }
    let parts = name[..<dash].split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part in part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil }
    return !parts.isEmpty && numbers.count == parts.count ? numbers : nil
  }

  /// Numbered folders first, by number; then the rest by name.
  package static func areInOrder(_ lhs: String, _ rhs: String) -> Bool {
    areInOrder((lhs, number(of: lhs)), (rhs, number(of: rhs)))
  }

  /// `names` in the order of ``areInOrder(_:_:)``, each name's number read once rather than
  /// at every comparison: a folder listing is sorted on every command, in a debug build.
  package static func sorted(_ names: some Sequence<String>) -> [String] {
    names.map { ($0, number(of: $0)) }.sorted(by: areInOrder).map(\.0)
  }

  private static func areInOrder(_ lhs: (name: String, number: [Int]?), _ rhs: (name: String, number: [Int]?))
    -> Bool
  {
    switch (lhs.number, rhs.number) {
    case (let left?, let right?):
      left == right ? lhs.name < rhs.name : left.lexicographicallyPrecedes(right)
    case (.some, nil): true
    case (nil, .some): false
    case (nil, nil): lhs.name < rhs.name
    }
  }
}
