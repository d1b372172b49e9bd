import Foundation
import Synchronization

/// A language server driven over stdio as an editor drives it: JSON-RPC messages framed by
/// `Content-Length` headers. Every wait is bounded; ``stop()`` leaves no process behind.
final class LanguageServerClient: Sendable {
  /// sourcekit-lsp: the toolchain's, else the one on `PATH`; `nil` when neither exists.
  static let sourceKitLSP: URL? = {
    var candidates = ["/opt/swift/usr/bin/sourcekit-lsp"]
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(folder)/sourcekit-lsp")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
      URL(fileURLWithPath: $0)
    }
  }()

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let inbox = Postbox()

  /// What the server wrote: the bytes not yet framed, and each message's body.
  private final class Postbox: Sendable {
    let state = Mutex<(bytes: Data, bodies: [Data])>((Data(), []))
  }

  /// Starts `executable`, its standard error discarded.
  init(executable: URL) throws {
    process.executableURL = executable
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [inbox] handle in
      let chunk = handle.availableData
      inbox.state.withLock { state in
        state.bytes.append(chunk)
        while let body = Self.takeBody(from: &state.bytes) { state.bodies.append(body) }
      }
    }
    try process.run()
  }

  /// Sends a request (with `id`) or a notification (without).
  func send(_ method: String, id: Int? = nil, params: [String: Any]) throws {
    var message: [String: Any] = ["jsonrpc": "2.0", "method": method, "params": params]
    if let id { message["id"] = id }
    let body = try JSONSerialization.data(withJSONObject: message)
    input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// The first message received so far or within `seconds` for which `matches` holds, else `nil`.
  func wait(seconds: Double, for matches: ([String: Any]) -> Bool) -> [String: Any]? {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let bodies = inbox.state.withLock { $0.bodies }
      for body in bodies {
        if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any], matches(message) {
          return message
        }
      }
      if Date() >= deadline || !process.isRunning { return nil }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Asks the server to shut down and exit; kills it if it has not within a few seconds.
  func stop() {
    try? send("shutdown", id: 9_999, params: [:])
    _ = wait(seconds: 5) { $0["id"] as? Int == 9_999 }
    try? send("exit", params: [:])
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
  }

  private static func takeBody(from bytes: inout Data) -> Data? {
    guard let end = bytes.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let header = String(decoding: bytes[bytes.startIndex..<end.lowerBound], as: UTF8.self)
    guard
      let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }
      ),
      let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
      bytes.count - (end.upperBound - bytes.startIndex) >= length
    else { return nil }
    let body = Data(bytes[end.upperBound..<(end.upperBound + length)])
    bytes = Data(bytes[(end.upperBound + length)...])
    return body
  }
}
