import Foundation
import Testing

@testable import LessonsShell

/// The reader `lessons quiz` uses on a terminal, fed through a pipe.
@MainActor
struct QuizTerminalReaderTests {
  private func reader(for bytes: [UInt8]) -> QuizTerminalReader {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(bytes))
    try? pipe.fileHandleForWriting.close()
    return QuizTerminalReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, keeping: pipe)
  }

  @Test func readsLinesThenTheEnd() {
    let reader = reader(for: Array("b\n\nlast".utf8))
    #expect(reader.readLine(prompt: "") == .line(Array("b".utf8)))
    #expect(reader.readLine(prompt: "") == .line([]))
    #expect(reader.readLine(prompt: "") == .line(Array("last".utf8)))
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test func anOverlongLineIsCountedAndTheNextLineStillReads() {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: InputLineDecoder.limit + 10)
    let reader = reader(for: long + Array("\nb\n".utf8))
    #expect(reader.readLine(prompt: "") == .overlong(byteCount: InputLineDecoder.limit + 10))
    #expect(reader.readLine(prompt: "") == .line(Array("b".utf8)))
  }
}
