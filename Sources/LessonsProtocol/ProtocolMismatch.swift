/// The tool and a child program speak different versions of ``HarnessMessage``.
///
/// Either side can find it: the child when the tool's `--protocol-version` is not its
/// own (it sends ``HarnessMessage/Event/protocolRefused(_:)`` and exits with
/// ``exitStatus``), the tool when a message with the run's secret carries another
/// version. It happens when the runtime cache was built by another build of `lessons`
/// than the one running, for instance a child program left from an older checkout.
///
/// ```swift
/// let mismatch = ProtocolMismatch(toolVersion: 5, childVersion: 4, foundBy: .tool)
/// print(mismatch)  // "The child program speaks version 4 of the lessons protocol, …"
/// ```
public struct ProtocolMismatch: Error, Codable, Sendable, Equatable, CustomStringConvertible {
  /// Which end of the channel noticed the difference.
  public enum Side: String, Codable, Sendable {
    /// The tool read a message of another version.
    case tool
    /// The child was started with another version on its command line.
    case child
  }

  /// The version the tool speaks.
  public var toolVersion: Int
  /// The version the child speaks.
  public var childVersion: Int
  /// Who noticed.
  public var foundBy: Side

  /// The exit status of a child that refused its tool's version (`EX_DATAERR`).
  public static let exitStatus: Int32 = 65

  /// A mismatch between these versions, noticed by `foundBy`.
  public init(toolVersion: Int, childVersion: Int, foundBy: Side) {
    self.toolVersion = toolVersion
    self.childVersion = childVersion
    self.foundBy = foundBy
  }

  /// What happened and what fixes it.
  public var description: String {
    let who = foundBy == .tool ? "this lessons tool read its messages" : "it refused to run"
    return
      "The child program speaks version \(childVersion) of the lessons protocol and this lessons tool "
      + "version \(toolVersion), so \(who) as another version's: the runtime cache was built by another "
      + "build of lessons. Rebuild the tool (scripts/lessons), which rebuilds the cache with it."
  }
}
