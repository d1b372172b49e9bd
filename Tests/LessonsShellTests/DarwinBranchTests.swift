import Foundation
import TestSupport
import Testing

/// `scripts/check-darwin`: every Darwin-only branch of this checkout is listed with why it
/// is believed correct (there is no Mac here to compile them), and a branch the list does
/// not cover, new or edited, fails (issue 23).
@Suite struct DarwinBranchTests {
  /// Runs `scripts/check-darwin` of this checkout with `arguments`.
  static func checkDarwin(_ arguments: [String]) throws -> CommandOutput {
    try CommandOutput.run(
      URL(fileURLWithPath: "/bin/bash"), [SourceTree.url("scripts/check-darwin").path] + arguments)
  }

  /// A checkout of one Swift file and an inventory.
  static func fakeCheckout(source: String, inventory: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-darwin-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("Sources/Tool")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("scripts"), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: folder.appendingPathComponent("Tool.swift"))
    try Data(inventory.utf8).write(to: root.appendingPathComponent("scripts/darwin-branches.txt"))
    return root
  }

  /// Spelled through `h` so that this file holds no directive of its own for the scan to find.
  static let h = "#"

  static let source = """
    \(h)if canImport(Glibc)
      import Glibc
    \(h)elseif canImport(Darwin)
      import Darwin
    \(h)endif

    \(h)if os(Linux)
      let name = "linux"
    \(h)else
      let name = "darwin"
    \(h)endif

    """

  static let importRule = "* | import Darwin | - | the SDK's C library\n"

  @Test func everyDarwinBranchOfThisCheckoutIsListedWithAReason() throws {
    let run = try Self.checkDarwin([])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("Sources/StateRuntime/Tracking/MainThread.swift"))
    #expect(run.standardOutput.contains("check-darwin: ok"))
  }

  @Test func aBranchTheListDoesNotCoverFailsAndSaysWhatToAdd() throws {
    let root = try Self.fakeCheckout(source: Self.source, inventory: Self.importRule)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.checkDarwin(["--root", root.path])
    #expect(run.status == 1)
    #expect(
      run.standardError.contains("Sources/Tool/Tool.swift:9: a Darwin-only branch (#else (of #if os(Linux)))")
    )
    #expect(run.standardError.contains("Sources/Tool/Tool.swift | #else (of #if os(Linux)) | "))
  }

  @Test func aListedBranchPassesUntilItsTextChanges() throws {
    let unlisted = try Self.fakeCheckout(source: Self.source, inventory: "")
    defer { try? FileManager.default.removeItem(at: unlisted) }
    let listing = try Self.checkDarwin(["--list", "--root", unlisted.path])
    let line = try #require(listing.standardOutput.split(separator: "\n").first { $0.contains("#else") })
    let fingerprint = try #require(line.split(separator: " ").last)
    let inventory =
      Self.importRule + "Sources/Tool/Tool.swift | #else (of #if os(Linux)) | \(fingerprint) | the name\n"
    let root = try Self.fakeCheckout(source: Self.source, inventory: inventory)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try Self.checkDarwin(["--root", root.path]).status == 0)
    // The same branch, edited: its entry is stale and the new text unlisted.
    try Data(Self.source.replacingOccurrences(of: "\"darwin\"", with: "\"macOS\"").utf8)
      .write(to: root.appendingPathComponent("Sources/Tool/Tool.swift"))
    let edited = try Self.checkDarwin(["--root", root.path])
    #expect(edited.status == 1)
    #expect(edited.standardError.contains("which the code no longer has"))
  }

  @Test func anUnreadableConditionCountsAsDarwinOnly() throws {
    let source = "\(Self.h)if os(Linux) && DEBUG\n  let a = 1\n\(Self.h)else\n  let a = 2\n\(Self.h)endif\n"
    let root = try Self.fakeCheckout(source: source, inventory: Self.importRule)
    defer { try? FileManager.default.removeItem(at: root) }
    let listing = try Self.checkDarwin(["--list", "--root", root.path])
    #expect(listing.standardOutput.contains("Sources/Tool/Tool.swift:1  #if os(Linux) && DEBUG"))
  }
}
