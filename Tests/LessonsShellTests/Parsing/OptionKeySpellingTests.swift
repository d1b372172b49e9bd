import Foundation
import TestSupport
import Testing

@testable import LessonsShell

/// No option key is spelled twice in `Sources/LessonsShell`: keys are property names
/// (``ParsableOptions``), and a message that names an option derives its spelling.
@MainActor
struct OptionKeySpellingTests {
  /// Every `--key` of every registered command, and the tool's own (`no-color`).
  static let keys: Set<String> = Set(
    TestShell().context.registry.commands.flatMap { $0.arguments.options.map(\.name) }
  ).union(GlobalOption.allCases.map { String($0.spelling.dropFirst(2)) })

  /// The string literals of `Sources/LessonsShell`, with the place each stands: each one-line
  /// literal, and each line of a multi-line one (a command's discussion).
  static func literals() throws -> [(place: String, text: String)] {
    let folder = SourceTree.url("Sources/LessonsShell")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    var found: [(String, String)] = []
    for file in files {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      var inMultiline = false
      for (index, line) in lines.enumerated() {
        let place = "\(file.lastPathComponent):\(index + 1)"
        let delimiters = line.ranges(of: "\"\"\"").count
        if inMultiline {
          if delimiters % 2 == 1 { inMultiline = false }
          found.append((place, line))
        } else if delimiters % 2 == 1 {
          inMultiline = true
        } else if !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          found += line.matches(of: /"((?:[^"\\]|\\.)*)"/).map { (place, String($0.output.1)) }
        }
      }
    }
    return found
  }

  @Test func theScanSeesTheOptionsAndTheSources() throws {
    #expect(
      Self.keys.isSuperset(of: [
        "all", "fixed", "swift-version", "do", "xcode", "timeout", "no-color", "pack",
      ]))
    let literals = try Self.literals()
    #expect(literals.count > 500)
    // The lines of a discussion are read too.
    #expect(literals.contains { $0.text.contains("Runs the broken version unless") })
  }

  /// A literal that is a key (`"all"` in a lookup, `"--all"` in an error) stands for the option
  /// in code: none may remain beside the declaration, which spells none.
  @Test func noLiteralIsAnOptionKeyPassedToALookup() throws {
    let lookups = try String(
      contentsOf: SourceTree.url("Sources/LessonsShell/Commands/CheckCommand.swift"), encoding: .utf8)
    #expect(!lookups.contains("arguments.flag("))
    // GlobalOption's cases are the tool's options' one spelling.
    for (place, text) in try Self.literals() where !place.hasPrefix("GlobalOption.swift:") {
      for key in Self.keys
      where text == "--\(key)" || text.hasPrefix("--\(key)=") || text.hasPrefix("--\(key) ") {
        Issue.record("\(place) spells \(text), the key of a declared option")
      }
    }
  }

  /// Prose that names an option (`'hint ID --force' shows it`, a command's discussion) derives
  /// the spelling after one mention at most (a help line of a sibling option, which cannot
  /// derive it from itself).
  @Test func noOptionIsSpelledTwiceInMessages() throws {
    var places: [String: [String]] = [:]
    for (place, text) in try Self.literals() {
      for key in Self.keys where Self.mentions(text, key: key) {
        places[key, default: []].append(place)
      }
    }
    for (key, spelled) in places.sorted(by: { $0.key < $1.key }) where spelled.count > 1 {
      Issue.record("--\(key) is spelled \(spelled.count) times: \(spelled.joined(separator: ", "))")
    }
  }

  /// Whether `text` names `--key` (and not a longer key that starts with it).
  static func mentions(_ text: String, key: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: "--\(key)") {
      let next = rest[range.upperBound...].first
      if !(next.map { $0.isLetter || $0.isNumber || $0 == "-" } ?? false) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  @Test func aMentionIsTheWholeKey() {
    #expect(Self.mentions("'quiz --due' asks", key: "due"))
    #expect(Self.mentions("--do, ", key: "do"))
    #expect(!Self.mentions("--down", key: "do"))
    #expect(!Self.mentions("--swift-version", key: "swift"))
  }
}
