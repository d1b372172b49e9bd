import LessonsPlayDriver
import StateRuntime

/// The fixture lesson's namespaces: the two versions use the same names.
enum ShiftNote {
  enum Broken {}
  enum Fixed {}
}

let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let desk = Desk()
    let events = [
      OutsideEvent("next", "the queue hands the desk its next ticket") { desk.current += 1 },
      OutsideEvent("new-ticket", "a ticket \"Cold coffee\" joins the queue") {
        desk.tickets.append("Cold coffee")
      },
    ]
    switch variant {
    case .broken:
      return LessonApp(ShiftNote.Broken.DeskScreen(desk: desk), xcode: xcode, events: events)
    case .fixed:
      return LessonApp(ShiftNote.Fixed.DeskScreen(desk: desk), xcode: xcode, events: events)
    }
  },
  facts: [
    ScenarioFact("note") { app in
      let value = app.host.element("Note")?.value ?? "(no Note field)"
      return value.isEmpty ? "the note is empty" : "the note reads \"\(value)\""
    },
    ScenarioFact("tickets") { app in "\"\(app.host.element("Tickets:")?.label ?? "(no tickets)")\"" },
  ],
  verdict: { app, _ in
    let value = app.host.element("Note")?.value ?? ""
    return value.isEmpty ? "The shift note is empty." : "The shift note reads \"\(value)\"."
  })
