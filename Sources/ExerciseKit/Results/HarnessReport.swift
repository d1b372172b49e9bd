import Foundation

/// What the check harness reported on its result channel, read back in the parent.
///
/// Each line is `<nonce> <json>`; lines without this run's nonce are ignored, so
/// nothing the learner's code writes can pose as a result.
struct HarnessReport {
  /// The number of checks announced at the start, if the harness got that far.
  var announcedCount: Int?
  /// Finished checks, in order.
  var results: [CheckResult] = []
  /// The last check that started and did not finish (a crash or a timeout happened in it).
  var unfinishedCheck: String?
  /// Whether the harness reached its end.
  var finished = false

  private struct Event: Decodable {
    var event: String
    var name: String?
    var count: Int?
    var passed: Bool?
    var message: String?
    var log: [String]?
  }

  /// Reads the result channel's text.
  init(channel: String, nonce: String) {
    let decoder = JSONDecoder()
    let prefix = nonce + " "
    for line in channel.split(separator: "\n") where line.hasPrefix(prefix) {
      guard let event = try? decoder.decode(Event.self, from: Data(line.dropFirst(prefix.count).utf8)) else {
        continue
      }
      switch event.event {
      case "begin":
        announcedCount = event.count
      case "start":
        unfinishedCheck = event.name
      case "result":
        unfinishedCheck = nil
        results.append(
          CheckResult(
            name: event.name ?? "unnamed check", passed: event.passed ?? false, message: event.message ?? "",
            log: event.log ?? []))
      case "end":
        finished = true
      default:
        continue
      }
    }
  }
}
