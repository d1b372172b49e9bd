import Foundation
import Testing

/// Issue 31 through the binary: a pack's lesson file and a played file that carry linker
/// options in their object's autolink section (with the text scanner blinded as the
/// issue did) are refused, and neither writes a file outside nor runs code on the host.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PackAutolinkTests {
  /// A declaration that puts `entries` (NUL-terminated) in the object's autolink section,
  /// after a regex literal holding a quote on the same line.
  static func hostileLine(_ entries: [String]) -> String {
    let bytes: [UInt8] = entries.flatMap { entry -> [UInt8] in Array(entry.utf8) + [0] }
    return "@MainActor let blinder = /\"/; @_used @_section(\".swift1_autolink_entries\") let entries: ("
      + bytes.map { _ in "UInt8" }.joined(separator: ", ") + ") = ("
      + bytes.map(String.init).joined(separator: ", ")
      + ")"
  }

  /// The files an attack would leave: a map, and the marker its linker would touch.
  struct Traps {
    let map: URL
    let marker: URL
    let linker: URL

    init(in folder: URL) throws {
      map = folder.appendingPathComponent("written.map")
      marker = folder.appendingPathComponent("ran-on-the-host")
      linker = folder.appendingPathComponent("fake-ld")
      try Data("#!/bin/sh\ntouch '\(marker.path)'\nexit 0\n".utf8).write(to: linker)
      chmod(linker.path, 0o755)
    }

    var line: String { PackAutolinkTests.hostileLine(["-Wl,-Map=\(map.path)", "--ld-path=\(linker.path)"]) }

    func nothingEscaped(_ comment: Comment) {
      #expect(!FileManager.default.fileExists(atPath: map.path), comment)
      #expect(!FileManager.default.fileExists(atPath: marker.path), comment)
    }
  }

  @Test func aPacksLessonFileWithLinkerOptionsIsRefusedAndNothingEscapes() throws {
    let workspace = try PackBinaryTests.Workspace()
    defer { workspace.project.remove() }
    let traps = try Traps(in: workspace.project.root)
    let made = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
    #expect(made.status == 0, "\(made.standardOutput)\(made.standardError)")
    try workspace.write(PackBinaryTests.lessonText, to: "lesson.md")
    try workspace.write(traps.line + "\n" + PackBinaryTests.brokenSource, to: "Broken.swift")
    try workspace.write(PackBinaryTests.fixedSource, to: "Fixed.swift")
    try workspace.write(PackBinaryTests.scenario, to: "scenario.play")
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status != 0)
    #expect(
      checked.standardOutput.contains("Broken.swift:1"), "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("is not allowed in a played file"), "\(checked.standardOutput)")
    traps.nothingEscaped("pack check")
    let run = try workspace.lessons(["--pack", workspace.pack.path, "run", "draft-branch", "--compare"])
    #expect(run.status != 0)
    traps.nothingEscaped("run --compare")
  }

  @Test func aPlayedFileWithLinkerOptionsIsRefusedAndNothingEscapes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-played-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let traps = try Traps(in: folder)
    let result = try PlayBinaryTests.play(
      ["@/Hostile.swift", "--do", "tap Launch"],
      files: [
        "Hostile.swift": "import SwiftUI\n" + traps.line
          + "\nstruct Root: View { var body: some View { Button(\"Launch\") {} } }\n"
      ])
    #expect(result.status != 0)
    let output = result.standardOutput + result.standardError
    #expect(output.contains("Hostile.swift:2") && output.contains("@_section"), "\(output)")
    traps.nothingEscaped("play")
  }
}
