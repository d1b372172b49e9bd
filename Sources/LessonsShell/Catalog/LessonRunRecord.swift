import WorkbenchSupport

/// The lessons the learner has run, kept in the state directory
/// (`lessons-run.json`), so `list` marks a lesson `[~]` once its scenario was
/// watched, before its exercise is tried.
struct LessonRunRecord: Codable, Sendable, Equatable {
  /// The file name inside the state directory.
  static let fileName = "lessons-run.json"

  /// Ids of the lessons run at least once.
  var ran: Set<String> = []

  static func file(in directory: StateDirectory) -> AtomicJSONFile<LessonRunRecord> {
    AtomicJSONFile(url: directory.stateFile(fileName))
  }

  /// Notes that `id` was run; returns a sentence for the user if the record could not be kept.
  static func noteRun(of id: String, in directory: StateDirectory) -> String? {
    do {
      try directory.createIfNeeded()
      let file = file(in: directory)
      if case .loaded(let record) = try file.load(), record.ran.contains(id) { return nil }
      let (_, notice) = try file.update(default: LessonRunRecord()) { $0.ran.insert(id) }
      return notice
    } catch {
      return "Could not note that \(id) was run (\(error)); 'list' will not mark it [~]."
    }
  }
}
