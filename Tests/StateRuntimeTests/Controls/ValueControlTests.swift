import Foundation
import StateRuntime
import Testing

@MainActor
struct ValueControlTests {
  struct Profile: View {
    @State var age = 30
    @State var tint = Color.blue
    @State var notes = ""
    @State var notify = false
    @State var cups = 1
    var body: some View {
      Form {
        TextField("Age", value: $age, format: .number)
        Text("Next year \(age + 1)")
        ColorPicker("Tint", selection: $tint)
        Text("Tint is \(tint.description)")
        TextEditor(text: $notes)
        Text("Notes: \(notes)")
        Toggle("Notify", isOn: $notify)
        Stepper(value: $cups, in: 0...3) { Text("Cups: \(cups)") }
        Stepper {
          Text("Callbacks")
        } onIncrement: {
          cups += 2
        } onDecrement: {
          cups -= 2
        }
        Button("Add", systemImage: "plus") { cups = 0 }
        Gauge(value: Double(cups), in: 0...4) {
          Text("Fill")
        } currentValueLabel: {
          Text("\(cups) cups")
        }
      }
    }
  }

  @Test func aFormattedFieldReadsWhatIsTypedAsItsValue() throws {
    let host = ViewHost(Profile())
    #expect(host.element("Age")?.value == "30")
    try host.set("Age", to: "41")
    #expect(host.element("Next year 42") != nil)
    try host.type("12", into: "Age")
    #expect(host.element("Next year 13") != nil)
  }

  @Test func aFormattedFieldRefusesTextItsFormatCannotRead() {
    let host = ViewHost(Profile())
    do {
      try host.set("Age", to: "old")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description.hasPrefix(
          "Text field \"Age\" cannot take \"old\": it takes a value its format reads"))
    }
    #expect(host.element("Next year 31") != nil, "the value stays")
  }

  @Test func aColorPickerTakesAColourByName() throws {
    let host = ViewHost(Profile())
    #expect(host.element("Tint")?.value == "blue")
    try host.set("Tint", to: "red")
    #expect(host.element("Tint")?.value == "red")
    #expect(host.element("Tint is red") != nil, "Color.description is the colour's name")
    #expect(throws: ViewHostError.self) { try host.set("Tint", to: "plaid") }
  }

  @Test func aTextEditorIsSetOrTypedByItsKind() throws {
    let host = ViewHost(Profile())
    try host.set("TextEditor", to: "hello")
    #expect(host.element("Notes: hello") != nil)
    try host.type("again", into: "TextEditor")
    #expect(host.element("Notes: again") != nil)
  }

  @Test func setGivesAToggleOnOrOff() throws {
    let host = ViewHost(Profile())
    try host.set("Notify", to: "on")
    #expect(host.element("Notify")?.value == "on")
    try host.set("Notify", to: "on")
    #expect(host.element("Notify")?.value == "on", "setting the same value leaves it")
    try host.set("Notify", to: "off")
    #expect(host.element("Notify")?.value == "off")
  }

  @Test func steppersWithLabelViewsStepByTheirText() throws {
    let host = ViewHost(Profile())
    try host.increment("Cups")
    #expect(host.element("Cups: 2") != nil)
    try host.increment("Callbacks")
    #expect(host.element("Cups: 4") != nil, "the callbacks change the value past the other stepper's range")
  }

  @Test func aStepperWithAFormatShowsItsValueThroughIt() throws {
    struct Tip: View {
      @State var tip = 0.1
      @State var cups = 1
      var body: some View {
        VStack {
          Stepper("Tip", value: $tip, in: 0...0.2, step: 0.05, format: .percent)
          Stepper("Cups", value: $cups, step: 2, format: .number)
        }
      }
    }
    let host = ViewHost(Tip())
    #expect(host.element("Tip")?.value == "10%")
    try host.increment("Tip")
    try host.increment("Tip")
    try host.increment("Tip")
    #expect(host.element("Tip")?.value == "20%", "clamped to the range")
    try host.increment("Cups")
    #expect(host.element("Cups")?.value == "3")
  }

  @Test func aButtonWithASystemImageIsTappedByItsTitle() throws {
    let host = ViewHost(Profile())
    try host.increment("Cups")
    try host.tap("Add")
    #expect(host.element("Cups: 0") != nil)
  }

  @Test func aGaugeShowsItsLabelsAndItsFraction() throws {
    let host = ViewHost(Profile())
    #expect(host.element("Fill") != nil)
    #expect(host.element("1 cups") != nil)
    #expect(host.element("25%") != nil)
    try host.increment("Cups")
    #expect(host.element("50%") != nil, "the gauge follows the value it is given")
  }
}
