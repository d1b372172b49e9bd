import Foundation

/// The Swift runtime's report of a crash, from its backtracer (`SWIFT_BACKTRACE=format=json`):
/// the frames of the crashed thread.
///
/// Where a crash happened is read here, from the stack the runtime walked, never from a
/// line the program printed (which a program can fake: a printed
/// `ExerciseChecks/Checks.swift:12: Fatal error: …` would otherwise blame the checks).
/// The report's format is the backtracer's (docs/Backtracing.rst in the Swift
/// repository): `threads[].crashed`, `threads[].frames[].symbol` (mangled) and
/// `.description` (demangled, with an offset).
struct CrashReport: Equatable {
  /// One frame: its mangled symbol and its readable name.
  struct Frame: Equatable {
    var symbol: String
    var function: String
  }

  /// The crashed thread's frames, innermost first.
  var frames: [Frame]

  /// Reads a report; `nil` for anything that is not one.
  init?(json: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let threads = object["threads"] as? [[String: Any]],
      let crashed = threads.first(where: { $0["crashed"] as? Bool == true }) ?? threads.first,
      let frames = crashed["frames"] as? [[String: Any]]
    else { return nil }
    self.frames = frames.compactMap { frame in
      guard let symbol = frame["symbol"] as? String else { return nil }
      var function = (frame["description"] as? String) ?? symbol
      // "boom(_:) + 317": the offset says nothing to a learner.
      if let plus = function.range(of: " + ", options: .backwards) {
        function = String(function[..<plus.lowerBound])
      }
      return Frame(symbol: symbol, function: function)
    }
  }

  /// The innermost frame in one of `modules` (module name → the file it is named by),
  /// with that file: the code that crashed, or called what crashed.
  func blame(_ modules: [String: String]) -> (file: String, function: String)? {
    for frame in frames {
      for (module, file) in modules where ObjectInspection.isInNamespace(frame.symbol, module: module) {
        return (file, frame.function)
      }
    }
    return nil
  }
}
