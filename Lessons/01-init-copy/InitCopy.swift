import LessonKit
import StateRuntime

/// Lesson 1: a copy made at init time.
enum InitCopy {
  enum Broken {}
  enum Fixed {}
}

extension InitCopy {
  static let lesson = Lesson(
    id: "init-copy",
    title: "A copy made at init time",
    summary: "A child copies its parent's value into @State and stops following it.",
    story: [
      StorySection(
        "The report",
        """
        "I renamed the report, pressed Undo, and the header went back to the old \
        title, but the title field still shows my new one. Saving then brings my \
        new title back." Nothing crashed; the screen simply disagrees with itself.
        """),
      StorySection(
        "What happens",
        """
        TitleEditor fills its own @State from the title it is given: \
        _title = State(initialValue: title). A view struct is rebuilt on every \
        parent update, so that line runs again each time, but @State keeps only \
        the first value for a view's identity; the later ones are evaluated and \
        thrown away. After the first render the editor owns a private copy, and \
        undo or a sync changes only the original. The other spelling, \
        self.title = title in the init, is the same bug: it compiles in both eras \
        (the property wrapper turns it into State(wrappedValue:); Xcode 27's State() \
        macro takes it through an init accessor, SE-0400), and Apple's State page \
        now says "initializer" where it said "memberwise initializer". The value \
        is an ordinary argument, computed on every init, and the docs promise \
        laziness only for a declaration's own initial value: expect the first \
        value for an identity to be the one kept, whichever spelling you use.
        """),
      StorySection(
        "The rule",
        """
        One value, one owner. A child that edits someone else's value takes a \
        @Binding to it; a child that only shows it takes a plain let. @State is \
        for values the view itself creates and owns.
        """),
      StorySection(
        "The fix",
        """
        TitleEditor declares @Binding var title, and the screen passes \
        $document.title (through @Bindable). Typing writes to the document; undo \
        and sync change the document; the field reads the document. There is \
        nothing left to disagree.
        """),
    ],
    ownership: Ownership(
      value: "the report's title",
      truth: "ReportDocument.title, the model the screen was given",
      lifetime: "as long as the document is open (the session), not the editor",
      writers: "the title field, Undo, and sync: all through the document",
      persistence: "saved with the document; never stored by a view"),
    code: LessonCode(
      broken: ["InitCopy+Broken.swift"], fixed: ["InitCopy+Fixed.swift"],
      shared: ["ReportDocument.swift"], source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let document = ReportDocument(title: "Q3 report")
        let events = [
          OutsideEvent("undo", "Edit ▸ Undo puts the previous title back") { document.undo() },
          OutsideEvent("sync", "a sync from the server renames the report") {
            document.title = "Q3 report (approved)"
          },
        ]
        let facts: KeyValuePairs<String, @MainActor () -> String> = ["document.title": { document.title }]
        switch variant {
        case .broken:
          return LessonApp(
            InitCopy.Broken.ReportScreen(document: document), xcode: xcode, events: events, facts: facts)
        case .fixed:
          return LessonApp(
            InitCopy.Fixed.ReportScreen(document: document), xcode: xcode, events: events, facts: facts)
        }
      },
      steps: [
        ScenarioStep(
          "Open the report", .mount, expect: [fieldMatchesDocument("the field shows the document's title")]),
        ScenarioStep(
          "Rename it in the field", .type("Q3 final", into: "Title"),
          expect: [
            Expectation("the document takes the new title") { app in
              .equal(app.fact("document.title"), "Q3 final", "document \"\(app.fact("document.title"))\"")
            }
          ]),
        ScenarioStep(
          "Edit ▸ Undo", .event("undo"),
          expect: [fieldMatchesDocument("the field follows the undo", revealsBug: true)]),
        ScenarioStep(
          "A sync renames the report", .event("sync"),
          expect: [fieldMatchesDocument("the field follows the sync", revealsBug: true)]),
      ],
      verdict: { app, _ in
        let field = app.host.element("Title")?.value ?? "(no field)"
        let owner = app.fact("document.title")
        let thrownAway = app.host.events.filter {
          if case .initialValueDiscarded(let discarded) = $0 {
            discarded.view == "TitleEditor"
          } else {
            false
          }
        }.count
        if field != owner {
          return "The field shows \"\(field)\" while the document holds \"\(owner)\": two owners disagree. "
            + "TitleEditor's @State kept its first value; \(thrownAway) later initial values were evaluated and thrown away."
        }
        return "The field and the document agree (\"\(owner)\") after the undo and the sync: "
          + "one owner, edited through a @Binding."
      }),
    quiz: quiz)

  /// Holds when the title field shows what the document holds.
  private static func fieldMatchesDocument(_ description: String, revealsBug: Bool = false) -> Expectation {
    Expectation(description, revealsBug: revealsBug) { app in
      let field = app.host.element("Title")?.value ?? "(no field)"
      let owner = app.fact("document.title")
      return .equal(field, owner, "field \"\(field)\", document \"\(owner)\"")
    }
  }
}
