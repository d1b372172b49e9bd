import Foundation
import WorkbenchSupport

/// A pack lesson's `lesson.md`, read: its header and its sections.
///
/// ```markdown
/// ---
/// id: cart-badge
/// title: The badge that lags behind
/// summary: A badge copies the cart's count into its own @State and stops following it.
/// ---
///
/// ## What you see
/// Adding a book updates the list, and the badge stays at 0.
///
/// ## Ownership
/// - value: how many books are in the cart
/// - truth: the cart's @State items, read by the badge as a plain property
/// - lifetime: the screen's
/// - writers: the Add button
/// - persistence: none
///
/// ## Verdict: broken
/// The badge kept the count it was created with.
///
/// ## Verdict: fixed
/// The badge reads the cart's count, so it follows every change.
/// ```
///
/// Every other `## ` section is a story section, in order; text outside sections,
/// and blank lines at the ends of a section, are dropped. Lines within a paragraph
/// join with spaces; a blank line starts a new paragraph. A line indented by two
/// spaces or more (a compiler's message, a small table) keeps its own line and its
/// indentation, and the line after it starts a line of its own.
package struct LessonDocument: Sendable, Equatable {
  /// The header's `key: value` pairs.
  package var header: [String: String]
  package var story: [StorySection]
  package var ownership: Ownership?
  package var verdicts: [Variant: String]

  package init(
    header: [String: String], story: [StorySection], ownership: Ownership?, verdicts: [Variant: String] = [:]
  ) {
    self.header = header
    self.story = story
    self.ownership = ownership
    self.verdicts = verdicts
  }

  /// The header keys a lesson needs.
  package static let requiredKeys = ["id", "title", "summary"]
  /// The ownership answers, in the order `show` prints them.
  package static let ownershipKeys = ["value", "truth", "lifetime", "writers", "persistence"]

  /// Reads `text`; errors name `path` and the line.
  package static func parse(_ text: String, path: String) throws(LessonFolderError) -> LessonDocument {
    // Cut at the `\n` byte: `\r\n` is one `Character`, so a split on `Character("\n")` would
    // leave a file with Windows line ends one long line.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      let line = Substring($0)
      return String(line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line)
    }
    guard lines.first?.trimmingSpaces() == "---" else {
      throw LessonFolderError(
        path: path, line: 1,
        message: "a lesson file starts with a header between two `---` lines (id, title, summary); "
          + "the first line is \"\(lines.first ?? "")\".")
    }
    guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingSpaces() == "---" }) else {
      throw LessonFolderError(
        path: path, line: 1, message: "the header opened on line 1 is never closed by a `---` line.")
    }
    var header: [String: String] = [:]
    for index in 1..<end {
      let line = lines[index]
      if line.trimmingSpaces().isEmpty || line.trimmingSpaces().hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        throw LessonFolderError(
          path: path, line: index + 1, message: "a header line is `key: value`; \"\(line)\" has no colon.")
      }
      let key = line[..<colon].trimmingSpaces()
      if header[key] != nil {
        throw LessonFolderError(path: path, line: index + 1, message: "the header gives `\(key)` twice.")
      }
      header[key] = line[line.index(after: colon)...].trimmingSpaces()
    }
    for key in requiredKeys where (header[key] ?? "").isEmpty {
      throw LessonFolderError(
        path: path, line: end + 1,
        message: "the header has no `\(key):`; a lesson needs "
          + requiredKeys.map { "`\($0):`" }.joined(separator: ", ")
          + ".")
    }

    var document = LessonDocument(header: header, story: [], ownership: nil, verdicts: [:])
    var sections: [(title: String, line: Int, body: [String])] = []
    for (offset, line) in lines[(end + 1)...].enumerated() {
      if line.hasPrefix("## ") {
        sections.append((String(line.dropFirst(3)).trimmingSpaces(), end + 2 + offset, []))
      } else if !sections.isEmpty {
        sections[sections.count - 1].body.append(line)
      }
    }
    for section in sections {
      let lowered = section.title.lowercased()
      if lowered == "ownership" {
        document.ownership = try ownership(section.body, firstLine: section.line + 1, path: path)
      } else if lowered.hasPrefix("verdict:") {
        let name = lowered.dropFirst("verdict:".count).trimmingSpaces()
        guard let variant = Variant(rawValue: name) else {
          throw LessonFolderError(
            path: path, line: section.line,
            message:
              "`## \(section.title)` names no version: write `## Verdict: broken` or `## Verdict: fixed`.")
        }
        document.verdicts[variant] = paragraphs(section.body)
      } else {
        let text = paragraphs(section.body)
        if text.isEmpty {
          throw LessonFolderError(
            path: path, line: section.line, message: "the section \"\(section.title)\" has no text.")
        }
        document.story.append(StorySection(section.title, text))
      }
    }
    if document.story.isEmpty {
      throw LessonFolderError(
        path: path,
        message: "the lesson has no story: add `## ` sections (what you see, why, the rule, the fix).")
    }
    return document
  }

  /// The section's lines as paragraphs: lines joined with spaces (an indented line kept
  /// as a line of its own), paragraphs by a blank line.
  private static func paragraphs(_ body: [String]) -> String {
    var paragraphs: [[String]] = [[]]
    var afterIndented = false
    for line in body {
      let text = line.trimmingSpaces()
      if text.isEmpty {
        if !(paragraphs.last ?? []).isEmpty { paragraphs.append([]) }
        afterIndented = false
        continue
      }
      let isIndented = line.hasPrefix("  ") && !(paragraphs.last ?? []).isEmpty
      if isIndented || afterIndented, let last = paragraphs[paragraphs.count - 1].popLast() {
        paragraphs[paragraphs.count - 1].append(
          last + "\n" + (isIndented ? line.trimmingTrailingSpaces : text))
      } else {
        paragraphs[paragraphs.count - 1].append(text)
      }
      afterIndented = isIndented
    }
    return paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }.joined(separator: "\n\n")
  }

  private static func ownership(_ body: [String], firstLine: Int, path: String) throws(LessonFolderError)
    -> Ownership
  {
    var answers: [String: String] = [:]
    for (offset, line) in body.enumerated() where !line.trimmingSpaces().isEmpty {
      let text = line.trimmingSpaces()
      guard text.hasPrefix("- "), let colon = text.firstIndex(of: ":") else {
        throw LessonFolderError(
          path: path, line: firstLine + offset,
          message: "an ownership answer is a `- key: answer` line, with key one of "
            + ownershipKeys.joined(separator: ", ") + "; got \"\(text)\".")
      }
      let key = text.dropFirst(2)[..<colon].trimmingSpaces().lowercased()
      guard ownershipKeys.contains(key) else {
        throw LessonFolderError(
          path: path, line: firstLine + offset,
          message: "`\(key)` is not an ownership answer; the answers are "
            + ownershipKeys.joined(separator: ", ")
            + ".")
      }
      answers[key] = text[text.index(after: colon)...].trimmingSpaces()
    }
    let missing = ownershipKeys.filter { (answers[$0] ?? "").isEmpty }
    guard missing.isEmpty else {
      throw LessonFolderError(
        path: path, line: firstLine - 1,
        message: "the ownership section lacks " + missing.map { "`- \($0):`" }.joined(separator: ", ") + ".")
    }
    return Ownership(
      value: answers["value", default: ""], truth: answers["truth", default: ""],
      lifetime: answers["lifetime", default: ""], writers: answers["writers", default: ""],
      persistence: answers["persistence", default: ""])
  }
}

extension StringProtocol {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? startIndex)])
  }
}

extension String {
  /// Whether the string is kebab-case, as lesson ids and question names are: lowercase ASCII
  /// letters, digits and single hyphens (`cart-badge`).
  package var isKebabCase: Bool {
    !isEmpty && !hasPrefix("-") && !hasSuffix("-") && !contains("--")
      && allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
  }
}
