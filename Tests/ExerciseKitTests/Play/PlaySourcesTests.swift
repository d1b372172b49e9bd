import Foundation
import Testing

@testable import ExerciseKit

/// The files `play` compiles as one app (issue 35, item 2), and how an app's `@main` and
/// `import Combine` are read.
struct PlaySourcesTests {
  @Test func aFolderGivesItsSwiftFilesButNotHiddenBuildOrTestFoldersNorTheManifest() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "play-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for path in [
      "App.swift", "Views/Row.swift", "Views/Notes.txt", ".build/X.swift", "build/Y.swift",
      "DerivedData/Z.swift",
      "AppTests/AppTests.swift", "Package.swift",
    ] {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("// \(path)".utf8).write(to: file)
    }
    let files = try PlaySources([folder]).files().map {
      String($0.path.dropFirst(folder.standardizedFileURL.path.count + 1))
    }
    #expect(files == ["App.swift", "Views/Row.swift"])
    #expect(PlaySources([folder]).isApp)
    #expect(!PlaySources([folder.appendingPathComponent("App.swift")]).isApp)
  }

  @Test func aMissingPathOrAFileThatIsNotSwiftSaysSo() {
    #expect(throws: ExerciseError.self) {
      try PlaySources([URL(fileURLWithPath: "/no/such/place.swift")]).files()
    }
    let error = #expect(throws: ExerciseError.self) {
      try PlaySources([URL(fileURLWithPath: "/etc/hostname")]).files()
    }
    #expect(error?.description.contains("not a Swift file") == true)
  }

  @Test func mainIsBlankedInCodeOnlyKeepingColumns() {
    let source = "@main\nstruct A: App { let s = \"@main\" } // @main\n@MainActor struct B {}"
    let rewritten = SourceRewriter.removingMainAttribute(source)
    #expect(rewritten == "     \nstruct A: App { let s = \"@main\" } // @main\n@MainActor struct B {}")
  }

  @Test func importCombineIsReadAsTheRuntime() {
    let rewritten = SourceRewriter.rewrite("import Combine\nimport SwiftUI\nimport CombineExtras\n")
    #expect(rewritten.rewroteCombine)
    #expect(rewritten.rewroteSwiftUI)
    #expect(
      rewritten.text.hasPrefix(
        "import StateRuntime\nimport StateRuntime; import Foundation\nimport CombineExtras"))
  }
}
