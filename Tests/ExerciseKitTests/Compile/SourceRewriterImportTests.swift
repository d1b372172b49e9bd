import Testing

@testable import ExerciseKit

/// Which imports `check` and `play` read as the runtime, line for line.
@Suite struct SourceRewriterImportTests {
  @Test func swiftDataIsReadAsTheRuntimeWithFoundation() {
    let rewritten = SourceRewriter.rewriteModuleImports(
      "import SwiftData\nimport SwiftUI\n@Model final class Voyage {}")
    #expect(
      rewritten.text == "import StateRuntime; import Foundation\nimport StateRuntime; import Foundation\n"
        + "@Model final class Voyage {}")
    #expect(rewritten.rewroteSwiftData && rewritten.rewroteSwiftUI && !rewritten.rewroteCombine)
  }

  @Test func aModuleWhoseNameOnlyStartsSoIsLeftAlone() {
    let rewritten = SourceRewriter.rewriteModuleImports("import SwiftDataKit")
    #expect(rewritten.text == "import SwiftDataKit" && !rewritten.rewroteSwiftData)
  }
}
