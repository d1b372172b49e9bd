import Testing

@testable import LessonsShell

struct InputLineDecoderTests {
  @Test func acceptsUTF8AndTabs() throws {
    #expect(try InputLineDecoder.decode(Array("type Title «café» 日本".utf8)) == "type Title «café» 日本")
    #expect(try InputLineDecoder.decode(Array("tap\tSave".utf8)) == "tap\tSave")
  }

  @Test func dropsTheCarriageReturnOfACRLFLine() throws {
    #expect(try InputLineDecoder.decode(Array("list\r".utf8)) == "list")
  }

  @Test(arguments: [
    ([0x6C, 0x69, 0x07, 0x73], ShellError.controlCharacter(scalar: 0x07, column: 3)),
    ([0x1B, 0x5B, 0x41], .controlCharacter(scalar: 0x1B, column: 1)),
    ([0x61, 0x00], .controlCharacter(scalar: 0x00, column: 2)),
    ([0x61, 0x7F], .controlCharacter(scalar: 0x7F, column: 2)),
    ([0x61, 0xC2, 0x85], .controlCharacter(scalar: 0x85, column: 2)),
    ([0x6C, 0xFF, 0x73], .invalidUTF8),
    ([0xC3], .invalidUTF8),
    ([0xED, 0xA0, 0x80], .invalidUTF8),
  ])
  func rejectsWhatNoCommandCouldMean(bytes: [UInt8], expected: ShellError) {
    #expect(throws: expected) { try InputLineDecoder.decode(bytes) }
  }

  @Test func rejectsLinesOverTheLimit() throws {
    let limit = InputLineDecoder.limit
    #expect(try InputLineDecoder.decode([UInt8](repeating: 0x61, count: limit)).count == limit)
    #expect(throws: ShellError.lineTooLong(bytes: limit + 1, limit: limit)) {
      try InputLineDecoder.decode([UInt8](repeating: 0x61, count: limit + 1))
    }
  }
}
