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
    /// A new, empty folder in the temporary folder, named `prefix` and a random number.
    static func makeFolder(_ prefix: String) throws -> URL {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UInt64.random(in: 0...UInt64.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }

    /// `source` compiled by the toolchain's driver into `folder/probe.o`.
    static func compileProbe(_ source: String, in folder: URL, toolchain: Toolchain) throws -> URL {
      let file = folder.appendingPathComponent("probe.swift")
      try Data(source.utf8).write(to: file)
      let object = folder.appendingPathComponent("probe.o")
      let compile = try ChildProcess(
        configuration: .init(
          executable: toolchain.swiftc.path, arguments: ["-c", file.path, "-o", object.path], timeout: 120)
      ).run()
      #expect(compile.termination == .exited(0), "\(compile.output)")
      return object
    }

    /// The entries read from a real object equal `swift-autolink-extract`'s.
    @Test func autolinkEntriesAreWhatTheToolchainsExtractorPrints() throws {
      let toolchain = try Toolchain.locate()
      let folder = try Self.makeFolder("lessons-autolink")
      defer { try? FileManager.default.removeItem(at: folder) }
      let object = try Self.compileProbe(
        "import Foundation\nimport Observation\nprint(Date(), UUID())\n", in: folder, toolchain: toolchain)
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

  /// What `clang -###` prints for the recipe's `clang` shown the stand-in files (shortened).
  static let clangOutput = """
    clang version 17.0.0
    Target: x86_64-unknown-linux-gnu
     "/opt/swift/usr/bin/ld.lld" "-pie" "-o" "/LESSONS-LINK-OUTPUT" "/lib/x86_64-linux-gnu/Scrt1.o" \
    "-L/opt/swift/usr/lib/swift/linux" "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o" "/tmp/s/object.o" \
    "-lLESSONS-LINK-AUTOLINK" "-lswiftCore" "-lLESSONS-LINK-EXTRA" "-lc" "/lib/x86_64-linux-gnu/crtn.o"
    """

  @Test func theLinkersCommandHasOurFilesAndTheExtraWordsInClangsPlaces() throws {
    var recipe = try #require(LinkRecipe.parse(Self.driverOutput))
    let linker = try #require(LinkRecipe.parseLinker(Self.clangOutput, object: "/tmp/s/object.o"))
    recipe.linker = linker
    // Files it names that this machine lacks send the link back to clang; here, none.
    recipe.linker = recipe.linker?.map {
      $0.hasPrefix("/lib/") || $0.hasPrefix("/opt/") ? FileManager.default.temporaryDirectory.path : $0
    }
    let command = recipe.link(
      objects: [URL(fileURLWithPath: "/b/checks.o"), URL(fileURLWithPath: "/b/submission.o")],
      autolink: URL(fileURLWithPath: "/b/checks.autolink"),
      extra: ["-L", "/rt", "-lStateRuntime", "-Xlinker", "-rpath", "-Xlinker", "/rt"],
      output: URL(fileURLWithPath: "/b/checks"))
    let temporary = FileManager.default.temporaryDirectory.path
    #expect(
      command == [
        temporary, "-L", "/rt", "-pie", "-o", "/b/checks", temporary, "-L/opt/swift/usr/lib/swift/linux",
        temporary, "/b/checks.o", "/b/submission.o", "@/b/checks.autolink", "-lswiftCore", "-lStateRuntime",
        "-rpath", "/rt", "-lc", temporary,
      ])
  }

  @Test func aLinkTheLinkerCannotTakeGoesThroughClang() throws {
    var recipe = try #require(LinkRecipe.parse(Self.driverOutput))
    let linker = try #require(LinkRecipe.parseLinker(Self.clangOutput, object: "/tmp/s/object.o"))
    recipe.linker = linker
    let objects = [URL(fileURLWithPath: "/b/play.o")]
    let autolink = URL(fileURLWithPath: "/b/play.autolink")
    let output = URL(fileURLWithPath: "/b/play")
    // A word only clang knows how to pass on.
    let viaClang = recipe.link(
      objects: objects, autolink: autolink, extra: ["-static-stdlib"], output: output)
    #expect(viaClang.first == "/opt/swift/usr/bin/clang")
    // A file the linker's command names that is gone (here, every /lib and /opt path).
    recipe.linker = recipe.linker?.map { $0.hasPrefix("/lib/") ? "/lib/lessons-no-such-crt.o" : $0 }
    #expect(
      recipe.link(objects: objects, autolink: autolink, extra: [], output: output).first?.hasSuffix("clang")
        == true)
  }

  @Test(arguments: [
    "",
    "\"/usr/bin/ld\" \"-o\" \"/LESSONS-LINK-OUTPUT\" \"/tmp/s/object.o\" \"-lLESSONS-LINK-AUTOLINK\" \"-lLESSONS-LINK-EXTRA\"",
    "\"/opt/swift/usr/bin/ld.lld\" \"-o\" \"/LESSONS-LINK-OUTPUT\" \"-lLESSONS-LINK-AUTOLINK\" \"-lLESSONS-LINK-EXTRA\"",
  ])
  func aLinkerLineWithoutEveryPlaceholderOnceIsNotUsed(_ output: String) {
    #expect(LinkRecipe.parseLinker(output, object: "/tmp/s/object.o") == nil)
  }

  #if os(Linux)
    /// This toolchain's `clang` gives a linker command, and a program linked with it runs.
    @Test func theLearntLinkerLinksAProgramThatRuns() throws {
      let toolchain = try Toolchain.locate()
      let folder = try Self.makeFolder("lessons-linker")
      defer { try? FileManager.default.removeItem(at: folder) }
      let recipe = try #require(
        LinkRecipe.derive(
          toolchain: toolchain, linker: toolchain.fastLinkerArguments, environment: ["TMPDIR": folder.path]))
      let linker = try #require(recipe.linker, "clang -### printed no linker command this reads")
      #expect(linker[0].hasSuffix("/ld.lld"))
      let object = try Self.compileProbe(
        "import Foundation\nprint(\"linked \\(UUID().uuidString.count)\")\n", in: folder, toolchain: toolchain
      )
      let program = folder.appendingPathComponent("probe")
      let command = try recipe.link(
        objects: [object], writingAutolinkTo: folder.appendingPathComponent("probe.autolink"), extra: [],
        output: program)
      #expect(command[0] == linker[0], "\(command)")
      let link = try ChildProcess(
        configuration: .init(executable: command[0], arguments: Array(command.dropFirst()), timeout: 60)
      ).run()
      #expect(link.termination == .exited(0), "\(link.output)")
      let run = try ChildProcess(configuration: .init(executable: program.path, arguments: [], timeout: 60))
        .run()
      #expect(run.termination == .exited(0))
      #expect(run.output.contains("linked 36"), "\(run.output)")
      // The stand-ins it showed clang are gone (the driver's own `TemporaryDirectory.*` is the
      // caller's to remove, as `derive` says).
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!left.contains { $0.hasPrefix("lessons-link-recipe-") }, "\(left)")
    }
  #endif

  @Test func aFileThatIsNotAnELFObjectIsNotRead() {
    #expect(throws: ELFObject.ReadError.self) {
      try ELFObject.parse(Array("#!/bin/sh\necho not an object\n".utf8))
    }
    #expect(throws: ELFObject.ReadError.self) { try ELFObject.parse([UInt8](repeating: 0x7f, count: 100)) }
  }
}
