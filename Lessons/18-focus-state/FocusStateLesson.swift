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
  static let lesson = Lesson(
    id: "focus-state",
    title: "Who knows what is focused",
    summary:
      "A model's Bool for focus goes stale as soon as the user moves focus, and then ignores requests.",
    story: [
      StorySection(
        "Save does nothing the second time",
        """
        "I tapped Save without a title and the cursor jumped to Title, good. I \
        tapped into Notes to add a line, tapped Save again: nothing. The form \
        even claimed I was editing the title."
        """),
      StorySection(
        "What happens",
        """
        The model keeps isEditingTitle, a plain Bool, and the view turns its \
        changes into focus with onChange. But focus is not the model's: the user \
        moves it by tapping a field, and the system moves it too. After the tap \
        into Notes the Bool still says true. The readout shows the model's Bool, \
        not the focus. And the next Save sets true over true: no change, no \
        onChange, no focus.
        """),
      StorySection(
        "The rule",
        """
        Focus is view-local state, and SwiftUI keeps it for you: @FocusState \
        in the view, tied to fields with .focused(_:equals:). It always says \
        which field has focus, whoever moved it, and setting it moves focus. \
        When a model must ask for focus (validation failed), there are two \
        sound designs. This lesson uses the first: the model publishes an \
        intent, a request the view turns into focus and then consumes. The \
        other (Point-Free's, in their SwiftUI focus state episodes) keeps a \
        focus value in the model and syncs it both ways: onChange of the \
        model's value sets the @FocusState, onChange of the @FocusState writes \
        the model (FocusStateLesson+Synced.swift). What breaks is a copy synced \
        one way, as here: nothing writes it back when the user moves focus.
        """),
      StorySection(
        "The fix",
        """
        The model's save() sets focusRequest, a new value per request. The \
        view's onChange sets focus = request.field and clears the request. The \
        readout shows the @FocusState. Tapping into Notes updates it; the second \
        Save is a new request and moves focus back to Title.
        """),
    ],
    ownership: Ownership(
      value: "which field has focus",
      truth: "TaskForm's @FocusState focus: TaskField?",
      lifetime: "the form's identity; focus is lost when the field goes away",
      writers: "the user and the system (taps, tabbing), and the view on the model's focus requests",
      persistence: "no: focus is momentary; restoring it with a scene is the system's job"),
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
      steps: [
        ScenarioStep("Open the form", .mount, expect: [focused(nil)]),
        ScenarioStep("Tap Save with no title", .tap("Save"), expect: [focused("Title")]),
        ScenarioStep("Tap into Notes", .event("tap-notes"), expect: [focused("Notes", revealsBug: true)]),
        ScenarioStep(
          "Tap Save again, still no title", .tap("Save"), expect: [focused("Title", revealsBug: true)]),
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

  /// Holds when `field` (none when `nil`) has focus and the readout says so.
  private static func focused(_ field: String?, revealsBug: Bool = false) -> Expectation {
    let description = field.map { "\($0) has focus, and the form says so" } ?? "no field has focus"
    return Expectation(description, revealsBug: revealsBug) { app in
      let focusedField = app.host.elements().first(where: \.isFocused)?.label
      let readout = app.host.element("Editing:")?.label ?? "(no readout)"
      let expected = "Editing: " + (field?.lowercased() ?? "nothing")
      return Expectation.Observation(
        holds: focusedField == field && readout == expected,
        observed: "focused \(focusedField ?? "none"), \"\(readout)\"")
    }
  }
}
