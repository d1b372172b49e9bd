import Testing
import WorkbenchSupport

struct TerminalTests {
  // Test runs are piped, so stdout is no terminal and COLUMNS decides.
  @Test func fallsBackToColumnsThenDefault() {
    let pipeEnd: Int32 = -1
    #expect(Terminal.columns(of: pipeEnd, environment: ["COLUMNS": "132"]) == 132)
    #expect(Terminal.columns(of: pipeEnd, environment: ["COLUMNS": "junk"]) == Terminal.defaultColumns)
    #expect(Terminal.columns(of: pipeEnd, environment: [:]) == Terminal.defaultColumns)
    #expect(Terminal.columns(of: pipeEnd, environment: ["COLUMNS": "5"]) == 20)
  }

  @Test func anInvalidDescriptorIsNoTerminal() {
    #expect(!Terminal.isTerminal(-1))
  }
}
