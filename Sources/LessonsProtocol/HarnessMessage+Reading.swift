import Foundation

extension HarnessMessage {
  /// What one line of a result channel is, to the tool.
  public enum Reading: Equatable, Sendable {
    /// A message of this version with the run's secret.
    case message(HarnessMessage)
    /// A message with the run's secret from a child of another protocol version, or
    /// the child's refusal of the tool's version: reported, never dropped.
    case mismatch(ProtocolMismatch)
    /// Not this run's message (no secret, not JSON): whatever wrote it cannot pose as a result.
    case ignored
  }

  /// The parts every version keeps: enough to tell another version's message from a forged one.
  private struct Envelope: Decodable {
    var version: Int
    var nonce: String
  }

  /// Reads one result-channel line of the run whose secret is `nonce`.
  ///
  /// ```swift
  /// switch HarnessMessage.read(line, nonce: nonce) {
  /// case .message(let message): handle(message.event)
  /// case .mismatch(let mismatch): report(mismatch)   // "The child program speaks version 4…"
  /// case .ignored: break
  /// }
  /// ```
  public static func read(_ line: some StringProtocol, nonce: String) -> Reading {
    let data = Data(line.utf8)
    let decoder = JSONDecoder()
    guard let envelope = try? decoder.decode(Envelope.self, from: data), envelope.nonce == nonce else {
      return .ignored
    }
    guard envelope.version == currentVersion else {
      return .mismatch(
        ProtocolMismatch(toolVersion: currentVersion, childVersion: envelope.version, foundBy: .tool))
    }
    guard let message = try? decoder.decode(HarnessMessage.self, from: data) else { return .ignored }
    if case .protocolRefused(let mismatch) = message.event { return .mismatch(mismatch) }
    return .message(message)
  }
}
