import Testing

@testable import ExerciseKit

/// Reading `llvm-objdump -h -t`: what is refused and what is the compiler's own.
struct ObjectInspectionTests {
  static let module = CheckBuild.submissionModule

  static func dump(sections: [String] = [".text"], symbols: [String]) -> String {
    "\na.o:\tfile format elf64-x86-64\n\nSections:\nIdx Name Size VMA Type\n"
      + sections.enumerated().map { "  \($0.offset) \($0.element)   00000008 0000000000000000 DATA" }
      .joined(separator: "\n") + "\n\nSYMBOL TABLE:\n" + symbols.joined(separator: "\n") + "\n"
  }

  @Test func theModulesOwnNamesAndTheCompilersCopiesPass() {
    let text = Self.dump(symbols: [
      "0000000000000000 g     F .text.a\t000000000000000b .protected $s18ExerciseSubmission5ModelV1xSivg",
      "0000000000000000 g     F .text.b\t000000000000000b .protected $sSi18ExerciseSubmissionE7doubledSivg",
      "0000000000000000 g     F .text.c\t000000000000000b .protected "
        + "$s12StateRuntime8ViewHostV18ExerciseSubmissionAD5ProbeVRszrlE7elementyF",
      "00000000000000d0  w    F .text\t0000000000000033 .hidden $ss27_finalizeUninitializedArrayySayxGABnlF",
      "0000000000000006  w    O swift5_typeref\t0000000000000003 .hidden symbolic Si",
      "0000000000000000 l     F .text\t0000000000000010 helper",
      "0000000000000000         *UND*\t0000000000000000 swift_retain",
    ])
    #expect(ObjectInspection.findings(inObjdump: text, module: Self.module).isEmpty)
  }

  @Test func aCSymbolAForeignNameAConstructorAndAPtraceAreRefused() {
    let text = Self.dump(
      sections: [".text", ".init_array", ".ctors.00100"],
      symbols: [
        "0000000000000000 g     F .text.write\t000000000000000b .protected write",
        "0000000000000000 g     F .text.d\t000000000000000b .protected $s14ExerciseChecks3runyyF",
        "0000000000000000  w    F .text.e\t000000000000000b free",
        "0000000000000000         *UND*\t0000000000000000 ptrace",
        "0000000000000000         *UND*\t0000000000000000 process_vm_writev",
      ])
    let messages = ObjectInspection.findings(inObjdump: text, module: Self.module).map(\.message)
    #expect(messages.count == 7, "\(messages)")
    for word in [
      "`write`", "ExerciseChecks", "`free`", ".init_array", ".ctors.00100", "`ptrace`", "process_vm_writev",
    ] {
      #expect(messages.contains { $0.contains(word) }, "\(word)")
    }
  }

  @Test func aPlayProgramMayDefineItsMain() {
    let text = Self.dump(symbols: ["0000000000000000 g     F .text\t0000000000000010 main"])
    #expect(ObjectInspection.findings(inObjdump: text, module: "PlayedFile", allowing: ["main"]).isEmpty)
    #expect(ObjectInspection.findings(inObjdump: text, module: "PlayedFile").count == 1)
  }
}
