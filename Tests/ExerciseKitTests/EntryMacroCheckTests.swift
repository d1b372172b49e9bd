import ExerciseKit
import Foundation
import TestSupport
import Testing

/// `@Entry` in a learner's file expands as SwiftUI's does: the runtime cache
/// builds the macro's plugin against the toolchain's SwiftSyntax and every
/// check compile loads it.
/// Whether the `swiftc` on PATH has `usr/lib/swift/host/SwiftSyntax.swiftmodule`.
private let toolchainHasSwiftSyntax: Bool = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
    let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host/SwiftSyntax.swiftmodule")
    return FileManager.default.fileExists(atPath: host.path)
  }
  return false
}()

@Suite(.enabled(if: toolchainHasSwiftSyntax, "the toolchain has no SwiftSyntax host libraries"))
struct EntryMacroCheckTests {
  static let learner = """
    import SwiftUI

    extension EnvironmentValues {
      @Entry var accent: String = "blue"
    }

    struct Badge: View {
      @Environment(\\.accent) private var accent
      var body: some View { Text("accent \\(accent)") }
    }

    struct Palette: View {
      var body: some View {
        VStack {
          Badge()
          Badge().environment(\\.accent, "red")
        }
      }
    }

    """

  static let checks = """
    // Uses from your file: Palette.
    import StateRuntime

    @MainActor func exerciseChecks() -> [Check] {
      [
        Check("the default value reaches a view without an override") {
          let host = ViewHost(Palette())
          try expect(host.element("accent blue") != nil, "a badge should read accent blue", log: host.events)
        },
        Check("an override reaches its subtree") {
          let host = ViewHost(Palette())
          try expect(host.element("accent red") != nil, "a badge should read accent red", log: host.events)
        },
      ]
    }
    """

  @Test func anEntryInTheLearnersFileExpandsAndWorks() async throws {
    let project = try TestProject(
      exercises: ["palette": [".starter/Palette.swift": Self.learner, "Checks.swift": Self.checks]])
    defer { project.remove() }
    var options = CheckOptions(timeout: 20)
    options.recordsProgress = false
    let result = try await project.workbench.checkOffThePool("palette", options: options)
    #expect(result.status == .passed, "\(CheckReportRenderer(styler: .plain).render(result))")
    #expect(result.checks.map(\.passed) == [true, true])
  }

  /// `@Entry var name = value`, its type inferred, as Apple's macro accepts (issue 18, item 7).
  @Test func anEntryWithAnInferredTypeExpandsToo() async throws {
    let learner = Self.learner.replacingOccurrences(
      of: "@Entry var accent: String = \"blue\"", with: "@Entry var accent = \"blue\"\n  @Entry var level = 3"
    )
    #expect(learner.contains("@Entry var level = 3"))
    let project = try TestProject(
      exercises: ["palette-inferred": [".starter/Palette.swift": learner, "Checks.swift": Self.checks]])
    defer { project.remove() }
    var options = CheckOptions(timeout: 20)
    options.recordsProgress = false
    let result = try await project.workbench.checkOffThePool("palette-inferred", options: options)
    #expect(result.status == .passed, "\(CheckReportRenderer(styler: .plain).render(result))")
  }
}
