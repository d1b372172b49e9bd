import Foundation
import WorkbenchSupport

/// The one JSON spelling of a ``Transcript``: keys sorted, so the same run
/// gives the same bytes, and the format version (``JSONFormat``) at the top.
package enum TranscriptJSON {
  /// The transcript as pretty-printed JSON text, with `formatVersion` beside its keys.
  package static func encode(_ transcript: Transcript, pretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    return String(decoding: try encoder.encode(JSONFormat.Versioned(transcript)), as: UTF8.self)
  }

  /// A transcript read back from ``encode(_:pretty:)``'s output.
  package static func decode(_ text: String) throws -> Transcript {
    try JSONDecoder().decode(Transcript.self, from: Data(text.utf8))
  }
}
