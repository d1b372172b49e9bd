import LessonKit
import StateRuntime

/// Lesson 18: focus is view-local state (@FocusState).
enum FocusStateLesson {
  enum Broken {}
  enum Fixed {}
  /// The other valid pattern, a model-side focus value synced both ways.
  enum Synced {}
}

extension FocusStateLesson {
  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["FocusStateLesson+Broken.swift"],
      fixed: ["FocusStateLesson+Fixed.swift"],
      shared: ["TaskForm.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let model = TaskFormModel()
        let events: (LessonHostHandle) -> [OutsideEvent] = { handle in
          [OutsideEvent("tap-notes", "the user taps into the Notes field") { handle.focus("Notes") }]
        }
        let facts: KeyValuePairs<String, @MainActor () -> String> = [
          "model.isEditingTitle": { "\(model.isEditingTitle)" }
        ]
        switch variant {
        case .broken:
          return LessonHostHandle.mount(
            { FocusStateLesson.Broken.TaskForm(model: model) }, xcode: xcode, events: events, facts: facts)
        case .fixed:
          return LessonHostHandle.mount(
            { FocusStateLesson.Fixed.TaskForm(model: model) }, xcode: xcode, events: events, facts: facts)
        }
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
      }),
    quiz: quiz)
}
