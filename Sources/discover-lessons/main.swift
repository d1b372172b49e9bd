import Foundation

// Usage: discover-lessons OUTPUT LESSONS-DIRECTORY FILE...
//
// Writes a Swift file declaring `LessonCatalog.discovered`: the lesson of each folder
// `NN-id/` (or `NN.M-id/`) of LESSONS-DIRECTORY, in the order of the folders' numbers.
// A folder's lesson is its `lesson.md` (whose header's `id:` is the folder's id) and the
// `static let lesson = LessonDeclaration(` declared in one of its Swift FILEs, in the type
// the file is named after (`SheetItem.swift` declares `SheetItem.lesson`).
// Other folders (`Quiz/`, `Support/`) hold shared code and are not lessons.

/// A lesson folder's name, read: `15-sheet-item` is number 15, id `sheet-item`.
struct FolderName: Comparable {
  var name: String
  var number: [Int]
  /// The number as written (`07`), for messages.
  var numberText: String
  var id: String

  /// `nil` for a folder that is not a lesson's (no leading number).
  init?(_ name: String) {
    guard let dash = name.firstIndex(of: "-") else { return nil }
    let parts = name[..<dash].split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard !parts.isEmpty, numbers.count == parts.count else { return nil }
    self.name = name
    self.number = numbers
    self.numberText = String(name[..<dash])
    self.id = String(name[name.index(after: dash)...])
  }

  static func < (lhs: FolderName, rhs: FolderName) -> Bool {
    lhs.number.lexicographicallyPrecedes(rhs.number) || (lhs.number == rhs.number && lhs.name < rhs.name)
  }
}

func fail(_ message: String) -> Never {
  // `error:` makes SwiftPM show it as the build's error.
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: discover-lessons OUTPUT LESSONS-DIRECTORY FILE...") }
let output = URL(fileURLWithPath: arguments[0])
let base = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
guard
  let declaration = try? NSRegularExpression(
    pattern: #"^\s*(?:public\s+|package\s+)?static\s+let\s+lesson\s*=\s*LessonDeclaration\("#,
    options: .anchorsMatchLines)
else { fail("discover-lessons: the declaration pattern does not compile") }

/// The `id:` of a `lesson.md` header (the lines between the first two `---` lines), if it gives one.
func headerID(of text: String) -> String? {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.trimmingCharacters(in: .whitespacesAndNewlines)
  }
  guard lines.first == "---" else { return nil }
  for line in lines.dropFirst() {
    if line == "---" { return nil }
    if line.hasPrefix("id:") { return line.dropFirst(3).trimmingCharacters(in: .whitespaces) }
  }
  return nil
}

var declarations: [String: [String]] = [:]  // types, by folder name
var documents: [String: String?] = [:]  // the header id of each folder's lesson.md
var folders = Set<String>()
for file in arguments.dropFirst(2) {
  let path = URL(fileURLWithPath: file).standardizedFileURL.path
  guard path.hasPrefix(base + "/") else { continue }
  let components = path.dropFirst(base.count + 1).split(separator: "/")
  guard components.count >= 2, FolderName(String(components[0])) != nil else { continue }
  let folder = String(components[0])
  folders.insert(folder)
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
  if components.count == 2 && components[1] == "lesson.md" {
    documents[folder] = .some(headerID(of: text))
  } else if path.hasSuffix(".swift"),
    declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  {
    declarations[folder, default: []].append(
      URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
  }
}

var entries: [(folder: FolderName, type: String)] = []
for folder in folders.compactMap(FolderName.init).sorted() {
  let types = (declarations[folder.name] ?? []).sorted()
  guard let document = documents[folder.name] else {
    fail(
      "Lessons/\(folder.name)/ has no lesson.md: a lesson folder needs one, with a header giving "
        + "`id: \(folder.id)`, its title and summary, then its story (see README, \"Add a lesson\")")
  }
  guard let id = document else {
    fail(
      "Lessons/\(folder.name)/lesson.md gives no id: it starts with a header between two `---` lines "
        + "holding `id: \(folder.id)`, `title:` and `summary:`")
  }
  guard id == folder.id else {
    fail(
      "Lessons/\(folder.name)/lesson.md gives the id \"\(id)\": a folder is named after its "
        + "lesson's id, so rename the folder to \(folder.numberText)-\(id) "
        + "or the id to \"\(folder.id)\"")
  }
  guard types.count == 1, let type = types.first else {
    fail(
      types.isEmpty
        ? "Lessons/\(folder.name)/ declares no lesson: a lesson folder needs one Swift file named after its type, "
          + "declaring `static let lesson = LessonDeclaration(…)` (see README, \"Add a lesson\")"
        : "Lessons/\(folder.name)/ declares \(types.count) lessons (in \(types.map { "\($0).swift" }.joined(separator: ", "))): "
          + "a folder is one lesson")
  }
  guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), type.first?.isLetter == true else {
    fail("Lessons/\(folder.name)/\(type).swift declares the lesson, but `\(type)` is not a Swift type name")
  }
  entries.append((folder, type))
}
let ids = Dictionary(grouping: entries, by: { $0.folder.id }).filter { $0.value.count > 1 }
if let (id, clash) = ids.first {
  fail(
    "two lesson folders have the id \(id): \(clash.map { "Lessons/\($0.folder.name)/" }.joined(separator: " and "))"
  )
}

var generated = """
  // Generated by discover-lessons from the folders of Lessons/. Do not edit.

  import LessonKit

  extension LessonCatalog {
    /// Each lesson folder's declaration, in the order of the folders' numbers.
    static let discovered: [(folder: String, declaration: LessonDeclaration)] = [

  """
for entry in entries {
  generated += "    (\"\(entry.folder.name)\", \(entry.type).lesson),\n"
}
generated += "  ]\n}\n"
do {
  try generated.write(to: output, atomically: true, encoding: .utf8)
} catch {
  fail("cannot write \(output.path): \(error)")
}
