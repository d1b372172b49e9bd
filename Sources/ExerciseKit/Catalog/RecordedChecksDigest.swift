import Foundation
import WorkbenchSupport

/// What an exercise folder's `Checks.sha256` records: the SHA-256 of its `Checks.swift`,
/// one line as `sha256sum` writes it (`64 hex digits  Checks.swift`).
///
/// `lessons check` holds `Checks.swift` to that digest, so a check edited by accident (an
/// editor's refactoring, a stray save) is reported as tampered instead of quietly passing.
/// The file is read at run time, with the lesson: a lesson folder copied under a new id,
/// into the course or a pack, brings its digest along and needs no build of the tool.
/// Editing a check on purpose is editing its digest too, which is the author's step
/// ("sha256sum Checks.swift > Checks.sha256").
package enum RecordedChecksDigest: Sendable, Equatable {
  /// The folder records this digest.
  case recorded(String)
  /// The folder has no `Checks.sha256`: its checks are trusted as they are (a pack's author
  /// may not record one; the course records every one, as `ShippedExerciseTests` proves).
  case absent
  /// `Checks.sha256` exists but is not one `sha256sum` line for `Checks.swift`; `problem` says what it holds.
  case malformed(problem: String)

  /// The file name, beside `Checks.swift`.
  package static let fileName = "Checks.sha256"

  /// Reads `folder/Checks.sha256`.
  package static func read(in folder: URL) -> RecordedChecksDigest {
    let file = folder.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: file.path) else { return .absent }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      return .malformed(problem: "\(fileName) is not UTF-8 text")
    }
    return parse(text)
  }

  /// Reads the text of a `Checks.sha256`.
  package static func parse(_ text: String) -> RecordedChecksDigest {
    let lines = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingSpaces() }
      .filter { !$0.isEmpty }
    let fields = lines.first?.split(separator: " ", omittingEmptySubsequences: true) ?? []
    let digest = fields.first.map(String.init) ?? ""
    // sha256sum marks a file read in binary mode with a leading "*".
    let name = fields.count == 2 ? String(fields[1].drop { $0 == "*" }) : ""
    guard lines.count == 1, name == "Checks.swift", digest.count == 64,
      digest.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
    else {
      let held = lines.isEmpty ? "nothing" : "\"\(lines.joined(separator: "\\n"))\""
      return .malformed(
        problem: "\(fileName) holds \(held); it should hold one line, the SHA-256 of Checks.swift as "
          + "sha256sum writes it (`64 hex digits  Checks.swift`): run `sha256sum Checks.swift > \(fileName)` "
          + "in the exercise folder")
    }
    return .recorded(digest)
  }

  /// The digest `lessons check` holds `checks` (the bytes of `Checks.swift`) to: the recorded
  /// one, the file's own when none is recorded, and `nil` when the record cannot be read
  /// (then nothing matches, and the check reports the file as tampered). `checks` is read
  /// only when no digest is recorded: a catalog's load reads no check it need not.
  package func trustedDigest(of checks: @autoclosure () -> Data?) -> String? {
    switch self {
    case .recorded(let digest): digest
    case .absent: checks().map(SHA256.hex)
    case .malformed: nil
    }
  }
}
