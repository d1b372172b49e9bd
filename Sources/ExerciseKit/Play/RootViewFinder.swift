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
  /// is not such a use: it shows the view, it is not part of another one. Nor is a
  /// view's use of itself (a folder view whose `NavigationLink(destination:)` builds the
  /// folder view of a subfolder): it is still the screen the user starts from.
  ///
  /// When every view is used by another (a list whose link builds a detail view whose
  /// link builds the list again), the root is the view the others are reached from
  /// through their uses (`NavigationLink(destination:)`, `.navigationDestination`,
  /// `.sheet`, plain children); of several, the one that holds the navigation container.
  static func candidates(in source: String) -> [ViewType] {
    var characters = Array(blankingCommentsAndStrings(source))
    for region in PreviewFinder.previewRegions(in: String(characters)) {
      for index in region where characters[index] != "\n" { characters[index] = " " }
    }
    let code = String(characters)
    let views = viewTypes(in: source)
    let graph = uses(among: views, in: code)
    let unused = views.filter { graph[$0.name, default: []].isEmpty }
    guard unused.isEmpty, views.count > 1 else { return unused }
    // Every view is used by another: follow the uses from each view.
    let reachAll = views.filter { view in
      reached(from: view.name, users: graph).count == views.count
    }
    guard reachAll.count > 1 else { return reachAll }
    let navigating = reachAll.filter { view in
      declarationBodies(of: view.name, in: code).contains { body in
        body.range(
          of: #"\b(?:NavigationStack|NavigationView|NavigationSplitView|TabView)\b"#,
          options: .regularExpression)
          != nil
      }
    }
    return navigating.count == 1 ? navigating : reachAll
  }

  /// For each view, the other declarations that use it: the names of the views whose
  /// declarations mention it, and `""` for a use outside every view (an app, a model).
  static func uses(among views: [ViewType], in code: String) -> [String: Set<String>] {
    var users: [String: Set<String>] = [:]
    let bodies = views.map { (name: $0.name, bodies: declarationBodies(of: $0.name, in: code)) }
    for view in views {
      let total = occurrences(of: view.name, in: code)
      let headers = occurrences(ofPattern: #"\b(?:struct|class|enum|extension)\s+\#(view.name)\b"#, in: code)
      var inViews = 0
      for other in bodies {
        let count = other.bodies.reduce(0) { $0 + occurrences(of: view.name, in: String($1)) }
        inViews += count
        if count > 0, other.name != view.name { users[view.name, default: []].insert(other.name) }
      }
      if total - headers - inViews > 0 { users[view.name, default: []].insert("") }
    }
    return users
  }

  /// The views reached from `root` through uses, `root` included.
  private static func reached(from root: String, users: [String: Set<String>]) -> Set<String> {
    var seen: Set<String> = [root]
    var queue = [root]
    while let name = queue.popLast() {
      for (used, by) in users where by.contains(name) && seen.insert(used).inserted {
        queue.append(used)
      }
    }
    return seen
  }

  /// The bodies (between the braces) of the declarations and extensions of `name`.
  static func declarationBodies(of name: String, in code: String) -> [Substring] {
    guard
      let regex = try? NSRegularExpression(
        pattern: #"\b(?:struct|class|enum|extension)\s+\#(name)\b[^{]*\{"#)
    else { return [] }
    var bodies: [Substring] = []
    for match in regex.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
      guard let range = Range(match.range, in: code) else { continue }
      var depth = 1
      var index = range.upperBound
      while index < code.endIndex, depth > 0 {
        switch code[index] {
        case "{": depth += 1
        case "}": depth -= 1
        default: break
        }
        index = code.index(after: index)
      }
      bodies.append(code[range.upperBound..<index])
    }
    return bodies
  }

  /// The types declared as conforming to `App` (SwiftUI's app structure), `@main` first.
  static func appTypes(in source: String) -> [ViewType] {
    let code = blankingCommentsAndStrings(source)
    let pattern = #"(@main\s+)?\b(?:struct|class|enum)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^{]*)\{"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let text = code as NSString
    var found: [(type: ViewType, isMain: Bool)] = []
    for match in regex.matches(in: code, range: NSRange(location: 0, length: text.length)) {
      let names = text.substring(with: match.range(at: 3)).split(whereSeparator: { ",& \n\t".contains($0) })
        .map { $0.split(separator: ".").last.map(String.init) ?? "" }
      guard names.contains("App") else { continue }
      let line = text.substring(to: match.range(at: 2).location).filter { $0 == "\n" }.count + 1
      found.append(
        (
          ViewType(name: text.substring(with: match.range(at: 2)), line: line),
          match.range(at: 1).location != NSNotFound
        ))
    }
    return found.filter(\.isMain).map(\.type) + found.filter { !$0.isMain }.map(\.type)
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
