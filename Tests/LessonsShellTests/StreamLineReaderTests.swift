import Testing

@testable import LessonsShell

@MainActor
struct StreamLineReaderTests {
  @Test func splitsLinesAndKeepsALastLineWithoutNewline() {
    let reader = StreamLineReader(text: "list\n\nshow x")
    #expect(reader.readLine(prompt: "") == .line(Array("list".utf8)))
    #expect(reader.readLine(prompt: "") == .line([]))
    #expect(reader.readLine(prompt: "") == .line(Array("show x".utf8)))
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test func dropsTheBytesOfAnOverlongLineButNotTheNextLine() {
    let long = [UInt8](repeating: 0x61, count: 100_000)
    let reader = StreamLineReader(bytes: long + Array("\nlist\n".utf8), limit: 10)
    #expect(reader.readLine(prompt: "") == .overlong(byteCount: 100_000))
    #expect(reader.readLine(prompt: "") == .line(Array("list".utf8)))
  }

  @Test func keepsOneByteOverTheLimitSoTheDecoderCanComplain() {
    let reader = StreamLineReader(bytes: [UInt8](repeating: 0x61, count: 11), limit: 10)
    #expect(reader.readLine(prompt: "") == .line([UInt8](repeating: 0x61, count: 11)))
  }
}
