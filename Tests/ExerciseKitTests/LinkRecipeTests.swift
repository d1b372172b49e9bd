import Foundation
import Testing

@testable import ExerciseKit

/// Linking a check program without the driver gives what the driver gives (issue 17, item 3).
@Suite struct LinkRecipeTests {
  @Test(arguments: [
    ("a b c", ["a", "b", "c"]),
    ("'/tmp/a b/x.o' -o y", ["/tmp/a b/x.o", "-o", "y"]),
    (#"'it'\''s' "a \"q\"" x\ y"#, ["it's", #"a "q""#, "x y"]),
    ("  spaced   out ", ["spaced", "out"]),
    ("''", [""]),
  ])
  func shellWordsSplitAsAShellWould(_ line: String, _ words: [String]) {
    #expect(ShellWords.split(line) == words)
  }

  static let driverOutput = """
    /opt/swift/usr/bin/swift-autolink-extract /LESSONS-LINK-OBJECT.o -o /LESSONS-LINK-OUTPUT.autolink
    /opt/swift/usr/bin/clang -fuse-ld=lld -pie /opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o \
    /LESSONS-LINK-OBJECT.o @/LESSONS-LINK-OUTPUT.autolink -L /opt/swift/usr/lib/swift/linux -lswiftCore \
    --target=x86_64-unknown-linux-gnu -o /LESSONS-LINK-OUTPUT
    """

  @Test func theRecipeIsTheDriversClangCommandWithOurFilesInPlace() throws {
    let recipe = try #require(LinkRecipe.parse(Self.driverOutput))
    let command = recipe.link(
      objects: [URL(fileURLWithPath: "/b/checks.o"), URL(fileURLWithPath: "/b/submission.o")],
      autolink: URL(fileURLWithPath: "/b/checks.autolink"), extra: ["-L", "/rt", "-lStateRuntime"],
      output: URL(fileURLWithPath: "/b/checks"))
    #expect(
      command == [
        "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-pie", "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o",
        "/b/checks.o", "/b/submission.o", "@/b/checks.autolink", "-L", "/opt/swift/usr/lib/swift/linux",
        "-lswiftCore", "--target=x86_64-unknown-linux-gnu", "-L", "/rt", "-lStateRuntime", "-o", "/b/checks",
      ])
  }

  @Test(arguments: [
    "",
    "/usr/bin/ld -o /LESSONS-LINK-OUTPUT /LESSONS-LINK-OBJECT.o",
    "/opt/swift/usr/bin/swift-autolink-extract x -o y\n/opt/swift/usr/bin/clang -o /elsewhere x.o",
  ])
  func anOutputItDoesNotKnowGivesNoRecipe(_ output: String) {
    #expect(LinkRecipe.parse(output) == nil)
  }

  #if os(Linux)
    /// The entries read from a real object equal `swift-autolink-extract`'s.
    @Test func autolinkEntriesAreWhatTheToolchainsExtractorPrints() throws {
      let toolchain = try Toolchain.locate()
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lessons-autolink-\(UInt64.random(in: 0...UInt64.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let source = folder.appendingPathComponent("probe.swift")
      try Data("import Foundation\nimport Observation\nprint(Date(), UUID())\n".utf8).write(to: source)
      let object = folder.appendingPathComponent("probe.o")
      let compile = try ChildProcess(
        configuration: .init(
          executable: toolchain.swiftc.path, arguments: ["-c", source.path, "-o", object.path], timeout: 120)
      ).run()
      #expect(compile.termination == .exited(0), "\(compile.output)")
      let extractor = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("swift-autolink-extract")
      let listed = folder.appendingPathComponent("probe.autolink")
      let extract = try ChildProcess(
        configuration: .init(
          executable: extractor.path, arguments: [object.path, "-o", listed.path], timeout: 60)
      ).run()
      #expect(extract.termination == .exited(0), "\(extract.output)")
      let expected = try String(contentsOf: listed, encoding: .utf8).split(separator: "\n").map(String.init)
      let read = try ELFObject.read(object).autolinkEntries
      // The same flags, each once; their order does not matter to the linker (all are
      // shared libraries, searched as a whole).
      #expect(Set(read) == Set(expected))
      #expect(read.count == Set(read).count)
      #expect(read.contains("-lFoundation"))
    }
  #endif

  @Test func aFileThatIsNotAnELFObjectIsNotRead() {
    #expect(throws: ELFObject.ReadError.self) {
      try ELFObject.parse(Array("#!/bin/sh\necho not an object\n".utf8))
    }
    #expect(throws: ELFObject.ReadError.self) { try ELFObject.parse([UInt8](repeating: 0x7f, count: 100)) }
  }
}
