import LessonKit

/// Every lesson of the course, in order. Adding a lesson: add its folder
/// under `Lessons/` and list it here.
public enum LessonCatalog {
  public static let all: [Lesson] = [
    initCopy,
    bindingByValue,
    identityReset,
    broadSummary,
    observationGranularity,
    costlyStateInit,
    untrackedClass,
    unownedModel,
    environmentStorm,
    phaseEnum,
    deepLinkDesync,
    derivedState,
  ]

  /// The lesson with `id`, if there is one.
  public static func lesson(id: String) -> Lesson? {
    all.first { $0.id == id }
  }

  /// The text of a lesson source file, by its path relative to `Lessons/`.
  static let source: @Sendable (String) -> String? = { path in EmbeddedSources.files[path] }
}
