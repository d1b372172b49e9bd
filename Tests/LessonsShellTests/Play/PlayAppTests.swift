import Foundation
import Testing

/// Whole apps (issue 35, item 2): `play A.swift B.swift` and `play DIR` compile every Swift
/// file as one module, an `@main App` gives the root, errors name their file, and a file
/// played alone says where the names it misses are.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayAppTests {
  static let model = """
    import Observation

    @Observable
    final class TallyModel {
        var count = 0
        func add() { count += 1 }
    }

    """

  static let view = """
    import SwiftUI

    struct TallyView: View {
        @State private var model = TallyModel()

        var body: some View {
            VStack {
                Text("Tally: \\(model.count)")
                Button("Add") { model.add() }
            }
        }
    }

    """

  static let app = """
    import SwiftUI

    @main
    struct TallyApp: App {
        var body: some Scene {
            WindowGroup {
                TallyView()
            }
        }
    }

    """

  /// Writes `files` (paths relative to a fresh folder, subfolders made) and runs `play` there.
  static func play(_ arguments: [String], files: [String: String]) throws -> LessonsBinary.Result {
    try PlayFolder.play(arguments, files: files)
  }

  @Test func filesListedArePlayedAsOneModule() throws {
    let result = try Self.play(
      [
        "@/TallyModel.swift", "@/TallyView.swift", "--do", "tap Add", "--do",
        "expect \"Tally: 1\" \"Tally: 1\"",
      ],
      files: ["TallyModel.swift": Self.model, "TallyView.swift": Self.view])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"))
    #expect(!result.standardError.contains("Unexpected argument"))
  }

  @Test func aFolderIsPlayedWithItsSubfoldersButNotItsHiddenBuildOrTestFolders() throws {
    let broken = "this is not Swift"
    let result = try Self.play(
      ["@/Tally", "--do", "tap Add", "--do", "expect \"Tally: 1\" \"Tally: 1\""],
      files: [
        "Tally/TallyApp.swift": Self.app, "Tally/Models/TallyModel.swift": Self.model,
        "Tally/Views/TallyView.swift": Self.view, "Tally/.build/Junk.swift": broken,
        "Tally/build/Junk.swift": broken, "Tally/TallyTests/TallyTests.swift": broken,
        "Tally/Package.swift": broken,
      ])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    // The app's WindowGroup gave the root, named after the app.
    #expect(result.standardOutput.contains("Mounted TallyApp from"), "\(result.standardOutput)")
    #expect(!result.standardError.contains("NSCocoaErrorDomain"))
  }

  @Test func rootOverridesTheAppsWindowGroup() throws {
    let result = try Self.play(
      ["@/Tally", "--root", "TallyView", "--do", "tree"],
      files: [
        "Tally/TallyApp.swift": Self.app, "Tally/TallyModel.swift": Self.model,
        "Tally/TallyView.swift": Self.view,
      ])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("Mounted TallyView from"), "\(result.standardOutput)")
  }

  @Test func anErrorNamesTheFileItIsIn() throws {
    let result = try Self.play(
      ["@/Tally"],
      files: [
        "Tally/TallyModel.swift": Self.model.replacingOccurrences(of: "count += 1", with: "count += one"),
        "Tally/TallyView.swift": Self.view,
      ])
    #expect(result.status != 0)
    let output = result.standardOutput + result.standardError
    #expect(output.contains("Tally/TallyModel.swift:6:"), "\(output)")
    #expect(output.contains("cannot find 'one' in scope"), "\(output)")
  }

  @Test func aFileOfAnAppPlayedAloneSaysWhereTheNameItMissesIs() throws {
    let result = try Self.play(
      ["@/Tally/TallyView.swift"],
      files: ["Tally/TallyModel.swift": Self.model, "Tally/TallyView.swift": Self.view])
    #expect(result.status != 0)
    let output = result.standardOutput + result.standardError
    #expect(output.contains("cannot find 'TallyModel' in scope: it is declared in"), "\(output)")
    #expect(output.contains("Tally/TallyModel.swift"), "\(output)")
    #expect(output.contains("lessons play"), "\(output)")
    #expect(!output.contains("may be SwiftUI API"), "\(output)")
  }

  @Test func aNameThatNoFileBesideDeclaresMayBeInAnotherFile() throws {
    let result = try Self.play(["@/TallyView.swift"], files: ["TallyView.swift": Self.view])
    let output = result.standardOutput + result.standardError
    #expect(
      output.contains("cannot find 'TallyModel' in scope — it may be declared in another file of the app"),
      "\(output)")
    #expect(!output.contains("may be SwiftUI API"), "\(output)")
  }

  @Test func aMissingModuleSaysWhatPlayProvides() throws {
    let source = """
      import SwiftUI
      import MapKit

      struct Where: View {
          var body: some View { Text("here") }
      }

      """
    let result = try Self.play(["@/Where.swift"], files: ["Where.swift": source])
    #expect(result.status != 0)
    let output = result.standardOutput + result.standardError
    #expect(output.contains("`MapKit` is not a module `play` provides"), "\(output)")
    #expect(output.contains("SwiftUI, Combine and SwiftData"), "\(output)")
  }

  @Test func aPathThatIsNeitherASwiftFileNorAFolderIsAUsageError() throws {
    let result = try Self.play(["@/notes.txt"], files: ["notes.txt": "hello"])
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains("it is not a Swift file"), "\(result.standardError)")
  }

  /// Issue 35, item 6: a view that links to itself (a folder browser) is still the root, and
  /// a view its link's destination builds is used, not a second candidate.
  @Test func rootFindingFollowsLinkDestinationsAndIgnoresAViewsUseOfItself() throws {
    let source = """
      import SwiftUI

      struct Folder: Identifiable {
          let id: String
          var children: [Folder] = []
      }

      struct CounterView: View {
          @State private var count = 0
          var body: some View { Button("Count \\(count)") { count += 1 } }
      }

      struct FolderView: View {
          var folder = Folder(id: "Home", children: [Folder(id: "Music")])
          var body: some View {
              NavigationStack {
                  List(folder.children) { child in
                      NavigationLink(destination: FolderView(folder: child)) { Text(child.id) }
                  }
                  NavigationLink(destination: CounterView()) { Text("Counter") }
              }
              .navigationTitle(folder.id)
          }
      }

      """
    let result = try Self.play(
      ["@/Browser.swift", "--do", "tap Counter", "--do", "expect-presented CounterView"],
      files: ["Browser.swift": source])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("Mounted FolderView from"), "\(result.standardOutput)")
  }

  /// Two views that link to each other: the one holding the navigation stack is the root.
  @Test func rootFindingThroughACycleOfLinksPicksTheViewWithTheStack() throws {
    let source = """
      import SwiftUI

      struct ListScreen: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Detail") { DetailScreen() }
              }
          }
      }

      struct DetailScreen: View {
          var body: some View {
              NavigationLink("Back to list") { ListScreen() }
          }
      }

      """
    let result = try Self.play(["@/Screens.swift", "--do", "tree"], files: ["Screens.swift": source])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("Mounted ListScreen from"), "\(result.standardOutput)")
  }
}
