import LessonKit

/// Every lesson of the course, in order: the one list the catalogue, the
/// quiz bank and the shell derive from.
///
/// Adding a lesson is adding its folder `Lessons/NN-id/` (NN its place in this
/// list) and one line here.
public enum LessonCatalog {
  public static let all: [Lesson] = [
    InitCopy.lesson,
    BindingByValue.lesson,
    IdentityReset.lesson,
    BroadSummary.lesson,
    ObservationGranularity.lesson,
    CostlyStateInit.lesson,
    UntrackedClass.lesson,
    UnownedModel.lesson,
    EnvironmentStorm.lesson,
    PhaseEnum.lesson,
    DeepLinkDesync.lesson,
    DerivedState.lesson,
    PerElement.lesson,
    AppWideStore.lesson,
    SheetItem.lesson,
    NavigationPathLesson.lesson,
    AppStorageLesson.lesson,
    FocusStateLesson.lesson,
    TaskIDRace.lesson,
    MainActorModel.lesson,
    OnChangeSemantics.lesson,
    ForEachIndices.lesson,
    ObservationOutsideViews.lesson,
    TabLifetime.lesson,
  ].enumerated().map { index, lesson in lesson.numbered(index + 1) }

  /// The lesson with `id`, if there is one.
  public static func lesson(id: String) -> Lesson? {
    all.first { $0.id == id }
  }

  /// A lesson source file by its name (`CostlyStateInit+Broken.swift`): file
  /// names are unique in `Lessons/`, which SwiftPM compiles as one target.
  static let source: @Sendable (String) -> SourceFile? = { name in
    guard let path = EmbeddedSources.files.keys.first(where: { $0 == name || $0.hasSuffix("/" + name) })
    else { return nil }
    return SourceFile(path: path, text: EmbeddedSources.files[path] ?? "")
  }

  /// The text of a lesson source file by its name, as compiled: predict
  /// questions show and run the lesson's own code, or a snippet of its folder.
  static func text(of name: String) -> String {
    source(name)?.text ?? "// \(name) is missing from the embedded sources"
  }
}
