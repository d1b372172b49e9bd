import LessonKit
import StateRuntime

/// Lesson 8: ownership of models under Observation.
enum UnownedModel {
  enum Broken {}
  enum Fixed {}
}

extension UnownedModel {
  static let lesson = Lesson(
    id: "unowned-model",
    title: "A model nobody owns",
    summary: "A view creates its @Observable model without @State; every parent update replaces it.",
    story: [
      StorySection(
        "The vanishing draft",
        """
        "I was halfway through a message when my status went from online to \
        away, and the draft was gone." The draft lives in a model the editor \
        makes for itself.
        """),
      StorySection(
        "What happens",
        """
        DraftEditor declares @Bindable var model = DraftModel(). That initial \
        value belongs to the struct, not to the view's identity, and the struct \
        is rebuilt every time ComposeScreen's body runs, which it does when the \
        presence changes. Each rebuild makes a new, empty DraftModel, and the \
        field now edits that one.
        """),
      StorySection(
        "The rule",
        """
        Ask "do I own this instance's lifetime?". A view that creates and owns \
        an @Observable holds it in @State (where an ObservableObject took \
        @StateObject). A view that was handed one holds a plain property, or \
        @Bindable when it needs bindings into it (the old @ObservedObject). One \
        era note: before Xcode 27, @State evaluates its initial value on every \
        init (keeping the first) where @StateObject evaluated it once per \
        identity, so keep the model's init cheap.
        """),
      StorySection(
        "The fix",
        """
        @State private var model = DraftModel(). @State keeps one instance for \
        the editor's identity (made once with Xcode 27; with Xcode 26 and \
        earlier DraftModel() runs on every init and the extras are thrown away); $model.text still makes the \
        binding the field needs.
        """),
    ],
    ownership: Ownership(
      value: "the message draft",
      truth: "DraftEditor's model, which the editor creates",
      lifetime: "as long as the editor is on screen: longer than any one struct",
      writers: "the draft field",
      persistence: "not across launches here; if it had to be, a drafts store would own it"),
    code: LessonCode(
      broken: ["UnownedModel+Broken.swift"],
      fixed: ["UnownedModel+Fixed.swift"],
      shared: ["ChatPresence.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let presence = ChatPresence()
        let events = [OutsideEvent("away", "the server marks you away") { presence.status = "away" }]
        switch variant {
        case .broken:
          return LessonApp(
            UnownedModel.Broken.ComposeScreen(presence: presence), xcode: xcode, events: events)
        case .fixed:
          return LessonApp(UnownedModel.Fixed.ComposeScreen(presence: presence), xcode: xcode, events: events)
        }
      },
      steps: [
        ScenarioStep("Open the compose screen", .mount),
        ScenarioStep(
          "Write half a message", .type("See you at", into: "Draft"),
          expect: [draftShows("See you at", "the field shows the draft")]),
        ScenarioStep(
          "The server marks you away", .event("away"),
          expect: [
            Expectation("the presence line updates") { app in
              let updated = app.host.element("You are away") != nil
              return Expectation.Observation(
                holds: updated, observed: updated ? "\"You are away\"" : "not updated")
            },
            draftShows("See you at", "the draft survives the parent's update", revealsBug: true),
          ]),
      ],
      verdict: { app, _ in
        let draft = app.host.element("Draft")?.value ?? "(no field)"
        let replaced = app.host.changes.filter { change in
          change.view == "DraftEditor" && change.reasons.contains(.property("_model"))
            && !change.reasons.contains(.identity)
        }.count
        if draft != "See you at" {
          return
            "The draft was \"See you at\" and now shows \"\(draft)\": the parent's update rebuilt DraftEditor, "
            + "its DraftModel() made a new model, and the editor switched to it (_model changed \(replaced) time"
            + (replaced == 1 ? "" : "s") + "). Nothing owned the first one."
        }
        return
          "The draft still reads \"\(draft)\" after the parent's update: @State kept the editor's model for "
          + "its identity."
      }),
    quiz: quiz)

  private static func draftShows(_ text: String, _ description: String, revealsBug: Bool = false)
    -> Expectation
  {
    Expectation(description, revealsBug: revealsBug) { app in
      let shown = app.host.element("Draft")?.value ?? "(no field)"
      return .equal(shown, text, "field \"\(shown)\"")
    }
  }
}
