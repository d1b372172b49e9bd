import LessonsPlayDriver
import StateRuntime

/// Lesson 18: focus is view-local state (@FocusState).
enum FocusStateLesson {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let model = TaskFormModel()
    let notes = FocusStateLesson.FieldTap(label: "Notes")
    let events = [OutsideEvent("tap-notes", "the user taps into the Notes field") { notes.tap() }]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "model.isEditingTitle": { "\(model.isEditingTitle)" }
    ]
    let app: LessonApp
    switch variant {
    case .broken:
      app = LessonApp(
        FocusStateLesson.Broken.TaskForm(model: model), xcode: xcode, events: events, facts: facts)
    case .fixed:
      app = LessonApp(
        FocusStateLesson.Fixed.TaskForm(model: model), xcode: xcode, events: events, facts: facts)
    }
    notes.host = app.host
    return app
  },
  facts: [
    // The field that has focus and the form's readout of it.
    ScenarioFact("focus") { app in
      let focusedField = app.host.elements().first(where: \.isFocused)?.label
      let readout = app.host.element("Editing:")?.label ?? "(no readout)"
      return "focused \(focusedField ?? "none"), \"\(readout)\""
    }
  ],
  verdict: { app, _ in
    let focusedField = app.host.elements().first(where: \.isFocused)?.label ?? "none"
    let readout = app.host.element("Editing:")?.label ?? "(no readout)"
    if focusedField != "Title" {
      return
        "Save asked for the title, but \(focusedField) kept focus, and the form says \"\(readout)\": the "
        + "model's Bool (isEditingTitle = \(app.fact("model.isEditingTitle"))) went stale when the user moved "
        + "focus, so the second request was no change at all."
    }
    return
      "Focus went to Title on each Save, and the readout followed every move: @FocusState is the one "
      + "truth, and the model only asks."
  })

extension FocusStateLesson {
  /// Gives the field labelled `label` of the mounted app focus, as a tap into it would. Given
  /// the host right after the mount; events only run after that.
  @MainActor
  final class FieldTap {
    let label: String
    weak var host: (any MountedHost)?

    init(label: String) {
      self.label = label
    }

    func tap() {
      try? host?.perform(.focus(label))
    }
  }
}
