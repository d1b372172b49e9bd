import StateRuntime
import Testing

@MainActor
struct PickerTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  struct Order: View {
    @State var flavor = Flavor.chocolate
    @State var topping: String? = nil
    var body: some View {
      Form {
        Picker("Flavor", selection: $flavor) {
          Text("Chocolate").tag(Flavor.chocolate)
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Strawberry").tag(Flavor.strawberry)
        }
        .pickerStyle(.segmented)
        Picker("Topping", selection: $topping) {
          Text("None").tag(String?.none)
          // String tags for a String? selection.
          ForEach(["Sprinkles", "Nuts"], id: \.self) { Text($0).tag($0) }
        }
        Summary(flavor: flavor)
      }
    }
  }

  struct Summary: View {
    let flavor: Flavor
    var body: some View { Text("You chose \(flavor.rawValue)") }
  }

  @Test func selectingAnOptionWritesTheBindingAndReRunsReaders() throws {
    let host = ViewHost(Order())
    #expect(host.element("Flavor")?.value == "Chocolate")
    host.resetCounts()
    try host.select("Vanilla", in: "Flavor")
    #expect(host.element("Flavor")?.value == "Vanilla")
    #expect(host.element("You chose vanilla") != nil)
    #expect(host.bodyCount(of: "Order") == 1)
    #expect(host.bodyCount(of: "Summary") == 1)
    #expect(host.discarded().isEmpty, "the options keep their identity")
  }

  @Test func aTagOfTMatchesASelectionOfOptionalT() throws {
    let host = ViewHost(Order())
    #expect(host.element("Topping")?.value == "None")
    try host.select("Nuts")  // the one picker offering "Nuts"
    #expect(host.element("Topping")?.value == "Nuts")
  }

  @Test func forEachRowsAreTaggedWithTheirIDs() throws {
    struct Plain: View {
      @State var flavor = Flavor.vanilla
      var body: some View {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
      }
    }
    let host = ViewHost(Plain())
    #expect(host.element("Flavor")?.value == "Vanilla")
    try host.select("Strawberry", in: "Flavor")
    #expect(host.element("Flavor")?.value == "Strawberry")
  }

  @Test func aTagOfAnotherTypeNeverSelects() {
    struct Mismatched: View {
      @State var count = 1
      var body: some View {
        Picker("Count", selection: $count) {
          Text("One").tag("1")  // a String tag: SwiftUI never matches it to an Int selection
        }
      }
    }
    let host = ViewHost(Mismatched())
    #expect(host.element("Count")?.value == nil)
    do {
      try host.select("One", in: "Count")
      Issue.record("a mismatched tag was selected")
    } catch {
      #expect(
        error.description
          == "Picker \"Count\" has no option \"One\". It has no tagged option whose tag matches its selection's type."
      )
    }
  }

  @Test func aMissingOptionNamesTheOptions() {
    let host = ViewHost(Order())
    do {
      try host.select("Vanila", in: "Flavor")
      Issue.record("a missing option was selected")
    } catch {
      #expect(
        error.description
          == "Picker \"Flavor\" has no option \"Vanila\". Options: \"Chocolate\", \"Vanilla\", \"Strawberry\". "
          + "Did you mean \"Vanilla\"?")
    }
  }
}
