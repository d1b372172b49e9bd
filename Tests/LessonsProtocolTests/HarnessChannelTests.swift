import Foundation
import LessonsProtocol
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The child's end: what a child started by a tool of another protocol version does.
struct HarnessChannelTests {
  /// A results pipe and a secret pipe holding `secret`, as the tool sets them up.
  struct Pipes {
    var results: (read: Int32, write: Int32)
    var secret: (read: Int32, write: Int32)

    init(secret text: String) throws {
      var results: [Int32] = [0, 0]
      var secret: [Int32] = [0, 0]
      try #require(pipe(&results) == 0 && pipe(&secret) == 0)
      self.results = (results[0], results[1])
      self.secret = (secret[0], secret[1])
      _ = Array(text.utf8).withUnsafeBytes { write(secret[1], $0.baseAddress, $0.count) }
      close(secret[1])
    }

    /// The command line of a child told about these pipes and the tool's `version`.
    func arguments(version: String?) -> [String] {
      var arguments = [
        "child", HarnessMessage.Option.resultsDescriptor, String(results.write),
        HarnessMessage.Option.secretDescriptor, String(secret.read),
      ]
      if let version { arguments += [HarnessMessage.Option.protocolVersion, version] }
      return arguments
    }

    /// Everything written on the results pipe (closes its write end first).
    func written() -> String {
      close(results.write)
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(results.read, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      close(results.read)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test func aChildOfTheToolsVersionOpensItsChannel() throws {
    let pipes = try Pipes(secret: "s3cret")
    let opened = HarnessChannel.open(
      arguments: pipes.arguments(version: String(HarnessMessage.currentVersion)))
    let channel = try opened.get()
    #expect(channel.nonce == "s3cret")
    channel.send(.runEnded)
    let line = pipes.written().split(separator: "\n").first ?? ""
    #expect(
      HarnessMessage.read(line, nonce: "s3cret")
        == .message(HarnessMessage(nonce: "s3cret", event: .runEnded)))
  }

  @Test(arguments: [("4", 4), ("99", 99), (nil, 0)] as [(String?, Int)])
  func aChildRefusesAnotherToolVersionAndSaysSo(argument: String?, version: Int) throws {
    let pipes = try Pipes(secret: "n0nce")
    let opened = HarnessChannel.open(arguments: pipes.arguments(version: argument))
    let expected = ProtocolMismatch(
      toolVersion: version, childVersion: HarnessMessage.currentVersion, foundBy: .child)
    #expect(throws: HarnessChannel.OpenFailure.versionMismatch(expected)) { try opened.get() }
    // The refusal reaches the tool, marked with the run's secret, as data.
    let line = pipes.written().split(separator: "\n").first ?? ""
    #expect(HarnessMessage.read(line, nonce: "n0nce") == .mismatch(expected))
    #expect(
      expected.description.contains(
        "speaks version \(HarnessMessage.currentVersion) of the lessons protocol and this lessons tool "
          + "version \(version), so it refused to run"))
    #expect(expected.description.contains("Rebuild the tool (scripts/lessons)"))
  }

  @Test func noChannelOptionsMeansNotStartedByLessons() {
    #expect(throws: HarnessChannel.OpenFailure.notStartedByLessons) {
      try HarnessChannel.open(arguments: ["child"]).get()
    }
  }
}
