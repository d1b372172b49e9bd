/// The format version of the documents the tool prints for other programs:
/// `check --json`, `play --json` and `run --json`, each as its top-level `formatVersion`.
///
/// A reader checks it before anything else. It changes only when a documented key changes
/// meaning or goes away; an added key does not change it (readers ignore keys they do not know).
///
/// ```json
/// {"exercises": [...], "formatVersion": 2}
/// ```
package enum JSONFormat {
  /// The version of every JSON document this build prints.
  ///
  /// 2: a user action in `play --json`'s `events` is the runtime's action value
  ///    (`{"actionPerformed": {"action": {"tap": {"_0": "Save"}}}}`), not its text, and a
  ///    relaunch is a record of its own (`appRelaunched`) in `play --json` and `run --json`.
  package static let version = 2
  /// The key it is written under.
  package static let versionKey = "formatVersion"

  /// `document`, encoded with ``versionKey`` beside its own top-level keys.
  ///
  /// For documents whose type is not the tool's to change (a lesson's transcript, which
  /// the HTML player embeds too): the version is added where the document is printed.
  package struct Versioned<Document: Encodable>: Encodable {
    /// The document.
    package var document: Document

    /// `document` with this build's format version.
    package init(_ document: Document) {
      self.document = document
    }

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    package func encode(to encoder: any Encoder) throws {
      // The document's keyed container and this one are the same JSON object.
      try document.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(JSONFormat.version, forKey: Key(stringValue: JSONFormat.versionKey))
    }
  }
}
