import LessonsPlayDriver
import StateRuntime

/// The fixture lesson's namespaces: the two versions use the same names.
enum VolumeCopy {
  enum Broken {}
  enum Fixed {}
}

let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let speaker = Speaker()
    let events = [
      OutsideEvent("quiet-hours", "quiet hours begin: the speaker turns itself down to 2") {
        speaker.volume = 2
      },
      OutsideEvent("party", "the party mode turns the speaker up a notch") { speaker.volume += 1 },
    ]
    switch variant {
    case .broken:
      return LessonApp(VolumeCopy.Broken.SpeakerScreen(speaker: speaker), xcode: xcode, events: events)
    case .fixed:
      return LessonApp(VolumeCopy.Fixed.SpeakerScreen(speaker: speaker), xcode: xcode, events: events)
    }
  },
  facts: [
    ScenarioFact("speaker") { app in "\"\(app.host.element("Speaker:")?.label ?? "(no speaker)")\"" },
    ScenarioFact("stepper") { app in "stepper \(app.host.element("Volume")?.value ?? "(no stepper)")" },
  ],
  verdict: { app, _ in "The speaker plays at \"\(app.host.element("Speaker:")?.label ?? "nothing")\"." })
