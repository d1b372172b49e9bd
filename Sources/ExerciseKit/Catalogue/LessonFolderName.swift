/// What a lesson folder's name says: its id and its place in the order.
///
/// `03-cart-badge` and `3.5-cart-badge` are the lesson `cart-badge`, numbered 3 and 3.5;
/// a folder without a number (`cart-badge`) is its own id. These are the rules of a pack's
/// folders (`LessonPack.id(inFolderNamed:)`, `folderOrder`) and of discover-lessons, so a
/// course exercise's id is its lesson's.
package enum LessonFolderName {
  /// The id a folder's name gives: `03-cart-badge` and `3.5-cart-badge` give `cart-badge`.
  package static func id(of name: String) -> String {
    guard number(of: name) != nil, let dash = name.firstIndex(of: "-") else { return name }
    return String(name[name.index(after: dash)...])
  }

  /// The number a folder's name starts with (`3.5` for `3.5-x`), if it has one.
  package static func number(of name: String) -> Double? {
    guard let dash = name.firstIndex(of: "-") else { return nil }
    let prefix = name[..<dash]
    guard !prefix.isEmpty, prefix.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
    return Double(prefix)
  }

  /// Numbered folders first, by number; then the rest by name.
  package static func areInOrder(_ lhs: String, _ rhs: String) -> Bool {
    switch (number(of: lhs), number(of: rhs)) {
    case (let left?, let right?): left == right ? lhs < rhs : left < right
    case (.some, nil): true
    case (nil, .some): false
    case (nil, nil): lhs < rhs
    }
  }
}
