import Foundation
import Testing

@testable import ExerciseKit

/// The pieces of the pipeline that need no compiler.
@Suite struct PipelinePartsTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesTheStandardVectors(input: String, digest: String) {
    #expect(SHA256.hex(Data(input.utf8)) == digest)
  }

  @Test func sha256OfAMillionAs() {
    var hasher = SHA256()
    for _ in 0..<1000 { hasher.update(String(repeating: "a", count: 1000)) }
    #expect(hasher.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// However the bytes are cut (a partial block kept, then completed), the digest is the one of
  /// the bytes fed whole.
  @Test(arguments: [1, 7, 63, 64, 65, 127, 1000])
  func sha256DoesNotDependOnHowTheBytesAreCut(piece: Int) {
    let bytes = Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    var whole = SHA256()
    whole.update(bytes)
    var cut = SHA256()
    var start = 0
    while start < bytes.count {
      let end = min(start + piece, bytes.count)
      cut.update(bytes.subdata(in: start..<end))
      start = end
    }
    cut.update(Data())
    #expect(cut.hexDigest() == whole.hexDigest())
  }

  @Test(arguments: [
    ("import SwiftUI", "import StateRuntime; import Foundation", true),
    ("@preconcurrency import SwiftUI", "@preconcurrency import StateRuntime; import Foundation", true),
    ("import SwiftUI // the UI", "import StateRuntime; import Foundation // the UI", true),
    ("import SwiftUIExtras", "import SwiftUIExtras", false),
    ("// import SwiftUI", "// import SwiftUI", false),
    ("import StateRuntime", "import StateRuntime", false),
  ])
  func importSwiftUIBecomesStateRuntimeOnTheSameLine(line: String, expected: String, rewrites: Bool) {
    let source = "// header\n\(line)\n\nstruct A {}\n"
    let rewritten = SourceRewriter.rewriteImports(source)
    #expect(rewritten.text == "// header\n\(expected)\n\nstruct A {}\n")
    #expect(rewritten.rewroteSwiftUI == rewrites)
  }

  @Test func diagnosticsAreMappedToTheLearnersFiles() {
    let parser = DiagnosticParser(files: [
      .init(
        compiledPath: "/tmp/x/Answer.swift", displayPath: "Lessons/probe/exercise/Answer.swift",
        origin: .learnerFile,
        lines: ["line one", "  return forty"]),
      .init(
        compiledPath: "/tmp/x/Checks.swift", displayPath: "Lessons/probe/exercise/Checks.swift",
        origin: .checks,
        lines: []),
    ])
    let output = """
      /tmp/x/Answer.swift:2:10: error: cannot find 'forty' in scope
        return forty
               ^
      /tmp/x/Answer.swift:2:10: error: cannot find 'forty' in scope
      /tmp/x/Checks.swift:5:3: warning: unused value
      /tmp/x/Checks.swift:7:11: error: cannot find 'answer' in scope
      error: link command failed with exit code 1
      """
    let diagnostics = parser.parse(output)
    #expect(diagnostics.count == 3)
    #expect(
      diagnostics[0]
        == Diagnostic(
          origin: .learnerFile, file: "Lessons/probe/exercise/Answer.swift", line: 2, column: 10,
          severity: "error",
          message: "cannot find 'forty' in scope", sourceLine: "  return forty"))
    #expect(diagnostics[1].origin == .checks && diagnostics[1].line == 7)
    #expect(
      diagnostics[2].origin == .tool && diagnostics[2].message == "link command failed with exit code 1")
  }

  @Test func crashMessagesAreFoundAndTheirTracesDropped() {
    let output = """
      computing
      ExerciseChecks/Answer.swift:3: Fatal error: the cache is empty
      Current stack trace:
      0    libswiftCore.so                    0x00007f538095f130 swift_reportError + 33
      1    checks                             0x000056502f58df03 <unavailable> + 3843
      after
      """
    #expect(
      CrashMessage.find(in: output)
        == CrashMessage(message: "Fatal error: the cache is empty", file: "Answer.swift", line: 3))
    #expect(CrashMessage.find(in: "nothing here") == nil)
    #expect(CrashMessage.strippingTrace(from: output) == "computing\nafter")
  }
}

@Test func hintsAndTasksAreReflowedIntoParagraphs() {
  let text =
    "A hint that\nwraps here.\n\nA second\nparagraph:\n- a list item\n- another\n\n    code stays\n    as is"
  #expect(
    ExerciseCatalog.reflow(text)
      == "A hint that wraps here.\n\nA second paragraph:\n- a list item\n- another\n\n    code stays\n    as is"
  )
}
