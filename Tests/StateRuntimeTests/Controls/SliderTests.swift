import StateRuntime
import Testing

@MainActor
struct SliderTests {
  struct Mixer: View {
    @State var volume = 0.5
    @State var rating = 3.0
    @State var isEditing = false
    @State var edits: [Bool] = []
    var body: some View {
      VStack {
        Slider(value: $volume, in: 0...1, onEditingChanged: { edits.append($0) }) { Text("Volume") }
        Slider(value: $rating, in: 1...5, step: 1)
        Text("Volume \(volume)")
        Text("Edits \(edits.map(String.init).joined(separator: ","))")
      }
    }
  }

  @Test func settingASliderWritesItsBindingAndReRunsItsReaders() throws {
    let host = ViewHost(Mixer())
    #expect(host.element("Volume")?.kind == .slider)
    #expect(host.element("Volume")?.value == "0.5")
    try host.set("Volume", to: "0.8")
    #expect(host.element("Volume")?.value == "0.8")
    #expect(host.element("Volume 0.8") != nil)
    #expect(host.element("Edits true,false") != nil, "onEditingChanged hears the drag start and end")
  }

  @Test func aValueIsClampedToTheRangeAndRoundedToTheStep() throws {
    let host = ViewHost(Mixer())
    try host.set("Volume", to: "7")
    #expect(host.element("Volume")?.value == "1.0")
    // The unlabelled slider is named by its kind.
    try host.set("Slider", to: "3.6")
    #expect(host.elements().first { $0.kind == .slider && $0.label.isEmpty }?.value == "4.0")
    try host.set("Slider", to: "-2")
    #expect(host.elements().first { $0.kind == .slider && $0.label.isEmpty }?.value == "1.0")
  }

  @Test func aWordThatIsNoNumberSaysWhatTheSliderTakes() {
    let host = ViewHost(Mixer())
    #expect(throws: ViewHostError.self) { try host.set("Volume", to: "loud") }
    do {
      try host.set("Volume", to: "loud")
    } catch {
      #expect(
        error.description == "Slider \"Volume\" cannot take \"loud\": it takes a number from 0.0 to 1.0.")
    }
  }

  @Test func setNamesTheValueControlsOnScreenWhenTheLabelIsUnknown() {
    let host = ViewHost(Mixer())
    do {
      try host.set("Bass", to: "1")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("No control that takes a value is labelled \"Bass\" on screen."))
      #expect(error.description.contains("Slider \"Volume\": 0.5"))
    }
  }
}
