import StateRuntime
import Testing

/// A pushed screen covers the one below and a sheet its presenter: covered
/// views keep their state but are not on screen, and the driver cannot act
/// on them (as a user cannot).
@MainActor
struct CoveredScreenTests {
  struct Park: Hashable {
    let name: String
  }

  struct ParkDetails: View {
    let park: Park
    var body: some View {
      VStack {
        Text("Park: \(park.name)")
        Button("Favourite") {}
      }
    }
  }

  struct ParkList: View {
    @State private var visits = 0
    var body: some View {
      VStack {
        NavigationLink("Open Yosemite", value: Park(name: "Yosemite"))
        Button("Visits \(visits)") { visits += 1 }
      }
      .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
    }
  }

  struct Parks: View {
    var body: some View {
      NavigationStack { ParkList() }
    }
  }

  @Test func aPushedScreenCoversTheOneBelow() throws {
    let host = ViewHost(Parks())
    try host.tap("Visits 0")
    try host.tap("Open Yosemite")
    #expect(host.elements().map(\.label) == ["Park: Yosemite", "Favourite"])
    #expect(host.element("Visits 1") == nil)
    #expect(throws: ViewHostError.self) { try host.tap("Open Yosemite") }
    do {
      try host.tap("Open Yosemite")
    } catch {
      #expect(
        error.description
          == "\"Open Yosemite\" is on the ParkList screen, covered by ParkDetails; go back first "
          + "(goBack(), or dismiss() inside it).")
    }
    try host.goBack()
    #expect(host.element("Visits 1") != nil, "the covered screen kept its state")
  }

  @Test func renderMarksTheCoveredScreenAndKeepsShowingIt() throws {
    let host = ViewHost(Parks())
    try host.tap("Open Yosemite")
    let tree = host.render()
    #expect(tree.contains("ParkList [covered by ParkDetails]"))
    #expect(tree.contains("Button \"Visits 0\""))
    #expect(!tree.contains("ParkDetails [covered"))
  }

  struct EditSheet: View {
    var body: some View { Button("Save") {} }
  }

  struct Presenter: View {
    @State private var isEditing = false
    var body: some View {
      Button("Edit") { isEditing = true }
        .sheet(isPresented: $isEditing) { EditSheet() }
    }
  }

  @Test func aSheetCoversItsPresenter() throws {
    let host = ViewHost(Presenter())
    try host.tap("Edit")
    #expect(host.elements().map(\.label) == ["Save"])
    do {
      try host.tap("Edit")
      Issue.record("a covered button was tapped")
    } catch {
      #expect(
        error.description
          == "\"Edit\" is on the Presenter screen, covered by the sheet EditSheet; dismiss it first (dismiss())."
      )
    }
    #expect(host.render().contains("Button \"Edit\" [covered by the sheet EditSheet]"))
    try host.dismiss()
    try host.tap("Edit")
  }
}
