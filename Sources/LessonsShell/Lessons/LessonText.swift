import LessonKit
import LessonPacks
import WorkbenchSupport

/// How a lesson reads in the terminal: its story, its ownership answers and
/// its code, shared by `show` and `code`.
@MainActor
enum LessonText {
  /// A lesson's story, ownership answers (when it gives them) and both versions' files, for `show`.
  static func printPackLesson(_ lesson: PackLesson, to console: Console) {
    let heading =
      lesson.number.map { "\($0). \(lesson.title)  (\(lesson.id))" }
      ?? "\(lesson.title)  (\(lesson.id), from the pack \(lesson.pack.path))"
    console.line(console.styler(heading, .bold))
    printSections(summary: lesson.summary, story: lesson.story, to: console)
    if let ownership = lesson.ownership {
      console.line()
      printOwnership(ownership, to: console)
    }
    console.line()
    // The shared files once, then each version's own.
    let shared = Set(lesson.listing(for: .broken).map(\.path)).intersection(
      lesson.listing(for: .fixed).map(\.path))
    let sharedFiles = lesson.listing(for: .broken).filter { shared.contains($0.path) }
    if !sharedFiles.isEmpty {
      console.line(console.styler("Shared by both versions", .bold))
      printFiles(sharedFiles, to: console)
      console.line()
    }
    for variant in Variant.allCases {
      console.line(console.styler(variant == .broken ? "Broken version" : "Fixed version", .bold))
      printFiles(lesson.listing(for: variant).filter { !shared.contains($0.path) }, to: console)
      console.line()
    }
  }

  /// Every file of one version of a lesson, the shared ones first, under its heading, for `code`.
  static func printPackCode(of lesson: PackLesson, variant: Variant, to console: Console) {
    let label = variant == .broken ? "Broken version" : "Fixed version"
    console.line(console.styler(lesson.number == nil ? label : "\(label) of \(lesson.id)", .bold))
    printFiles(lesson.listing(for: variant), to: console)
  }

  private static func printSections(summary: String, story: [StorySection], to console: Console) {
    console.paragraph(summary)
    for section in story {
      console.line()
      console.line(console.styler(section.title, .bold))
      console.paragraph(section.text)
    }
  }

  /// The four questions that settle who owns the value, answered.
  static func printOwnership(_ ownership: Ownership, to console: Console) {
    console.line(console.styler("Who owns \(ownership.value)?", .bold))
    let answers = [
      ("Where does the truth live?", ownership.truth),
      ("How long does it live?", ownership.lifetime),
      ("Who may change it?", ownership.writers),
      ("Must it persist?", ownership.persistence),
    ]
    for (question, answer) in answers {
      console.paragraph("\(question) \(answer)", indent: "    ", firstIndent: "  • ")
    }
  }

  private static func printFiles(_ files: [SourceFile], to console: Console) {
    for file in files {
      console.line()
      console.line(console.styler(rule(naming: file.path, width: console.width), .dim))
      console.lines(file.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
  }

  /// `── path ──────` as wide as the terminal allows (up to 72 columns).
  static func rule(naming path: String, width: Int) -> String {
    let head = "── \(path) "
    let length = max(head.count + 2, min(width, 72))
    return head + String(repeating: "─", count: length - head.count)
  }
}
