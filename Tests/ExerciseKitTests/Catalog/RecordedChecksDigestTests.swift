import Foundation
import Testing

@testable import ExerciseKit

/// An exercise's checks are held to the digest its folder's `Checks.sha256` records, read at
/// run time: a lesson folder carries its own trust, and a copied one needs no build of the tool.
@Suite struct RecordedChecksDigestTests {
  static let digest = String(repeating: "0123456789abcdef", count: 4)

  @Test func aSha256sumLineIsRead() {
    #expect(RecordedChecksDigest.parse("\(Self.digest)  Checks.swift\n") == .recorded(Self.digest))
    // sha256sum's binary-mode mark, and surrounding blank lines.
    #expect(RecordedChecksDigest.parse("\n\(Self.digest) *Checks.swift\n\n") == .recorded(Self.digest))
  }

  @Test(arguments: [
    "", "\(String(repeating: "0123456789abcdef", count: 4))  Other.swift",
    "\(String(repeating: "0123456789ABCDEF", count: 4))  Checks.swift", "abc  Checks.swift",
    "\(String(repeating: "0123456789abcdef", count: 4))  Checks.swift\nmore",
  ])
  func anythingElseIsMalformedAndSaysHowToWriteIt(text: String) {
    guard case .malformed(let problem) = RecordedChecksDigest.parse(text) else {
      Issue.record("\(text.debugDescription) was read as a digest")
      return
    }
    #expect(problem.contains("sha256sum Checks.swift > Checks.sha256"))
    #expect(problem.contains(text.isEmpty ? "holds nothing" : "holds \""))
  }

  /// A project whose one exercise records its digest (or `record`, as written), checked with
  /// the registry the tool reads from the folders, as `lessons check` does.
  static func check(
    editingChecks: Bool = false, record: String? = nil, removingRecord: Bool = false
  ) async throws -> ExerciseResult {
    let project = try BadCaseTests.project(learner: "func answer() -> Int { 42 }\n")
    defer { project.remove() }
    let folder = project.root.appendingPathComponent("Lessons/probe/exercise")
    let checks = folder.appendingPathComponent("Checks.swift")
    let recorded = try record ?? "\(SHA256.hex(Data(contentsOf: checks)))  Checks.swift\n"
    if !removingRecord { try Data(recorded.utf8).write(to: folder.appendingPathComponent("Checks.sha256")) }
    if editingChecks {
      try Data((BadCaseTests.checks + "\n// an editor's stray save\n").utf8).write(to: checks)
    }
    let catalog = try ExerciseCatalog.load(root: project.root)
    let workbench = ExerciseWorkbench(
      catalog: catalog, directories: project.workbench.directories,
      environment: project.workbench.environment)
    var options = BadCaseTests.quick
    options.recordsProgress = false
    return try await workbench.checkOffThePool("probe", options: options)
  }

  @Test func checksMatchingTheirRecordRun() async throws {
    let result = try await Self.check()
    #expect(result.status == .passed)
  }

  @Test func checksEditedAfterTheirRecordAreTamperedAndTheAuthorIsToldHowToRecordThem() async throws {
    let result = try await Self.check(editingChecks: true)
    #expect(result.status == .tampered)
    #expect(
      result.tamperedFiles.count == 1 && result.tamperedFiles[0].hasSuffix("probe/exercise/Checks.swift"))
    #expect(result.notes.contains { $0.contains("differs from the digest its Checks.sha256 records") })
  }

  @Test func anUnreadableRecordTrustsNothingAndSaysWhatItHolds() async throws {
    let result = try await Self.check(record: "not a digest\n")
    #expect(result.status == .tampered)
    #expect(result.notes.contains { $0.contains("Checks.sha256 holds \"not a digest\"") })
  }

  /// A pack author who records no digest is trusted as written: the checks are their own.
  @Test func withoutARecordTheChecksAreTakenAsTheyAre() async throws {
    let result = try await Self.check(removingRecord: true)
    #expect(result.status == .passed)
  }
}
