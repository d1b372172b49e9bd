import Foundation
import LessonPacks

/// `play --json`: the transcript as one JSON object, keys sorted so the same run prints the same text.
enum PlayJSON {
  static func text(_ transcript: PlayTranscript) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(transcript) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
