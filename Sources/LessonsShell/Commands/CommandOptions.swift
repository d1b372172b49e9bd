/// The options of a command that takes one lesson id (`show ID`, `open ID`).
struct LessonOptions: Sendable, Equatable {
  /// The lesson, which the parser found in the catalog.
  var id: String
}

/// The options of a command that takes one exercise id (`hint ID`, `task ID`).
struct ExerciseOptions: Sendable, Equatable {
  /// The exercise, which the parser found in the catalog.
  var id: String
}
