import LessonsPlayDriver
import StateRuntime

/// Lesson 15: one presentation, two pieces of state (sheet(isPresented:) plus a selection).
enum SheetItem {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken: LessonApp(SheetItem.Broken.ShelfScreen(), xcode: xcode)
    case .fixed: LessonApp(SheetItem.Fixed.ShelfScreen(), xcode: xcode)
    }
  },
  facts: [
    // The sheet's detail line and the shelf's selection line, which is under the sheet while it is up.
    ScenarioFact("sheet") { app in
      let detail = app.host.element("Detail:")?.label
      let line =
        app.host.elements(includingCovered: true).first { $0.label.hasPrefix("Selected:") }?.label
        ?? "(no selection line)"
      return "sheet \(detail.map { "\"\($0)\"" } ?? "not presented"), \"\(line)\""
    },
    // The book the sheet shows, with the note typed into it.
    ScenarioFact("note") { app in
      let detail = app.host.element("Detail:")?.label ?? "(no sheet)"
      let value = app.host.element("Note")?.value ?? "(no note field)"
      return "\"\(detail)\", note \"\(value)\""
    },
  ],
  verdict: { app, _ in
    let selected = app.host.element("Selected:")?.label ?? "(no selection line)"
    if selected != "Selected: none" {
      return "The sheet kept Dune's note when it showed Emma, and after Done the screen still says "
        + "\"\(selected)\": the flag and the selection are two owners of one presentation, and the "
        + "sheet's identity never followed the book."
    }
    return "Each book got a sheet of its own (a fresh note for Emma), and dismissing set the selection "
      + "back to nil: with sheet(item:) the presented book is the presentation."
  })
