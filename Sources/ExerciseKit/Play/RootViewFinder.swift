import Foundation

/// Finds the view a `play` session mounts: the single `View` type no other type in the file uses.
///
/// A source scan rather than the symbol graph: it needs no compile of its own, so a
/// play costs one `swiftc`, and it reads the file as the learner wrote it. Comments and
/// string literals are blanked first, so a name in a comment is not a use.
enum RootViewFinder {
  /// A `View` type declared in the file.
  struct ViewType: Equatable {
    var name: String
    /// The 1-based line of its declaration.
    var line: Int
  }

  /// Every non-generic type declared as conforming to `View` (in its declaration or an extension).
  static func viewTypes(in source: String) -> [ViewType] {
    let code = blankingCommentsAndStrings(source)
    var found: [ViewType] = []
    let pattern =
      #"\b(?:struct|class|enum|extension)\s+([A-Za-z_][A-Za-z0-9_]*)(\s*<[^>{]*>)?\s*:\s*([^{]*)\{"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let text = code as NSString
    for match in regex.matches(in: code, range: NSRange(location: 0, length: text.length)) {
      let conformances = text.substring(with: match.range(at: 3))
      let names = conformances.split(whereSeparator: { ",& \n\t".contains($0) })
        .map { $0.split(separator: ".").last.map(String.init) ?? "" }
      guard names.contains("View"), match.range(at: 2).location == NSNotFound else { continue }
      let name = text.substring(with: match.range(at: 1))
      let line = text.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
      if !found.contains(where: { $0.name == name }) { found.append(ViewType(name: name, line: line)) }
    }
    return found
  }

  /// The view types no other declaration uses: the candidates for the root.
  ///
  /// A preview that builds a view (`#Preview { ContentView() }`, a `PreviewProvider`)
  /// is not such a use: it shows the view, it is not part of another one.
  static func candidates(in source: String) -> [ViewType] {
    var characters = Array(blankingCommentsAndStrings(source))
    for region in PreviewFinder.previewRegions(in: String(characters)) {
      for index in region where characters[index] != "\n" { characters[index] = " " }
    }
    let code = String(characters)
    let views = viewTypes(in: source)
    return views.filter { view in
      // Uses of the name outside its own declaration header and `extension Name` headers.
      let uses = occurrences(of: view.name, in: code)
      let headers = occurrences(
        ofPattern: #"\b(?:struct|class|enum|extension)\s+\#(view.name)\b"#, in: code)
      return uses - headers == 0
    }
  }

  private static func occurrences(of name: String, in code: String) -> Int {
    occurrences(ofPattern: #"(?<![A-Za-z0-9_.])\#(name)\b"#, in: code)
  }

  private static func occurrences(ofPattern pattern: String, in code: String) -> Int {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return 0 }
    return regex.numberOfMatches(in: code, range: NSRange(location: 0, length: (code as NSString).length))
  }

  /// `source` with comments and string literals replaced by spaces (newlines kept, so lines still count).
  static func blankingCommentsAndStrings(_ source: String) -> String {
    SwiftCodeBlanker.blank(source)
  }
}
