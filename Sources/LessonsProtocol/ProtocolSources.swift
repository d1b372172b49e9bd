/// This module's source files, embedded in the tool when it is built.
///
/// The runtime cache builds the children's copy of `LessonsProtocol` from these texts,
/// not from the files on disk: a child program speaks exactly the protocol of the tool
/// that built it, and editing the files in a checkout changes nothing until the tool is
/// rebuilt (when both change together).
public enum ProtocolSources {
  /// One source file.
  public struct File: Sendable, Equatable {
    /// Its name in `Sources/LessonsProtocol/`.
    public var name: String
    /// Its text.
    public var text: String
  }

  /// This file's name: the children's copy leaves it out, as it reads the tool's embedding.
  public static let toolOnlyFileName = "ProtocolSources.swift"

  /// The files a child's copy is built from, sorted by name.
  public static let files: [File] = EmbeddedSources.files
    .filter { $0.key != toolOnlyFileName }
    .map { File(name: $0.key, text: $0.value) }
    .sorted { $0.name < $1.name }
}
