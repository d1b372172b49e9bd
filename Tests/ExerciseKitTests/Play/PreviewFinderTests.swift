import Foundation
import Testing

@testable import ExerciseKit

/// `#Preview` and `PreviewProvider`: found, rewritten line for line, and mounted (issue 19, item 3).
@Suite struct PreviewFinderTests {
  static let file = """
    import SwiftUI

    struct Card: View {
      let title: String
      var body: some View { Text(title) }
    }

    // #Preview { Card(title: "in a comment") }
    let note = "#Preview { not this }"

    #Preview("Wide card", traits: .sizeThatFitsLayout) {
      Card(title: "Wide (\\(1 + 1))")
    }

    #Preview
    {
      let title = "Built"
      return Card(title: title)
    }

    struct Card_Previews: PreviewProvider {
      static var previews: some View { Card(title: "Provided") }
    }

    """

  @Test func previewsAreFoundWithTheirNamesAndLines() {
    let previews = PreviewFinder.previews(in: Self.file)
    #expect(previews.map(\.label) == ["Wide card", "line 15", "Card_Previews"])
    #expect(previews.map(\.line) == [11, 15, 21])
    #expect(previews.map(\.kind) == [.macro, .macro, .provider])
    #expect(previews[0].matches("Wide card") && previews[1].matches("15") && previews[1].matches("line 15"))
  }

  @Test func theRewriteKeepsEveryLineWhereItWas() {
    let rewritten = PreviewFinder.rewritingMacros(Self.file)
    let before = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
    let after = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(after.count == before.count)
    #expect(after[10].hasPrefix("@MainActor @ViewBuilder func __lessonsPreview_L11() -> some View {"))
    #expect(after[14].hasPrefix("@MainActor @ViewBuilder func __lessonsPreview_L15() -> some View"))
    #expect(after[15] == "{")
    // Comments, strings and other lines are untouched.
    for index in before.indices where ![10, 14].contains(index) {
      #expect(after[index] == before[index])
    }
  }

  @Test func aPreviewsBodyIsNotAUseOfTheViewWhenFindingTheRoot() {
    #expect(RootViewFinder.candidates(in: Self.file).map(\.name) == ["Card"])
  }

  @Test func playMountsTheOnlyPreviewAndRefusesToGuessAmongSeveral() throws {
    let one =
      "import SwiftUI\nstruct Card: View { let title: String\n var body: some View { Text(title) } }\n"
      + "#Preview { Card(title: \"Only\") }\n"
    let mount = try ExerciseWorkbench.playMount(in: one, options: PlayOptions(), displayPath: "Card.swift")
    #expect(mount.expression == "__lessonsPreview_L4()" && mount.isPreview)
    #expect(
      throws: ExerciseError.playAmbiguousPreview(
        file: "Cards.swift", previews: ["Wide card", "line 15", "Card_Previews"])
    ) {
      _ = try ExerciseWorkbench.playMount(in: Self.file, options: PlayOptions(), displayPath: "Cards.swift")
    }
    let chosen = try ExerciseWorkbench.playMount(
      in: Self.file, options: PlayOptions(preview: "Card_Previews"), displayPath: "Cards.swift")
    #expect(chosen.expression == "Card_Previews.previews")
    let rooted = try ExerciseWorkbench.playMount(
      in: Self.file, options: PlayOptions(root: "Card"), displayPath: "Cards.swift")
    #expect(rooted.expression == "Card()" && rooted.rootType == "Card")
    #expect(throws: ExerciseError.self) {
      _ = try ExerciseWorkbench.playMount(
        in: Self.file, options: PlayOptions(preview: "Tall card"), displayPath: "Cards.swift")
    }
  }

  /// Each preview compiles and mounts as written, arguments included.
  @Test(arguments: ["Wide card", "15", "Card_Previews"])
  func eachPreviewPlays(_ preview: String) throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let file = project.root.appendingPathComponent("Cards.swift")
    try Data(Self.file.utf8).write(to: file)
    let runtime = try project.workbench.prepareRuntime()
    guard
      case .program(let program) = try project.workbench.compilePlay(
        file, options: PlayOptions(preview: preview), runtime: runtime)
    else {
      Issue.record("the preview \(preview) did not compile")
      return
    }
    let run = try program.run([.mount])
    #expect(run.status == .ok)
    let expected = ["Wide card": "Wide (2)", "15": "Built", "Card_Previews": "Provided"][preview] ?? ""
    #expect(run.steps.last?.tree.contains("Text \"\(expected)\"") == true, "\(run.steps.last?.tree ?? "")")
  }
}
