import StateRuntime
import Testing

/// `NavigationView`, destination links (`NavigationLink(_:destination:)`,
/// with and without `isActive:`), `presentationMode` and the navigation bar
/// modifiers: a pushed view covers the one below, which keeps its state;
/// popping discards the pushed view's state.
@MainActor
struct NavigationViewTests {
  struct Detail: View {
    let name: String
    @Environment(\.presentationMode) var presentationMode
    @State private var likes = 0
    var body: some View {
      VStack {
        Text("Detail: \(name)")
        Text("Presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no")")
        Button("Like \(likes)") { likes += 1 }
        Button("Back") { presentationMode.wrappedValue.dismiss() }
      }
    }
  }

  struct Home: View {
    @State private var visits = 0
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
      NavigationView {
        VStack {
          Text("Root presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no")")
          Button("Visit \(visits)") { visits += 1 }
          NavigationLink("Open A", destination: Detail(name: "A"))
          NavigationLink(destination: Detail(name: "B")) { Text("Open B") }
          NavigationLink {
            Detail(name: "C")
          } label: {
            Text("Open C")
          }
        }
        .navigationBarTitle("Home")
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarHidden(false)
        .navigationBarItems(leading: Button("Edit") { visits = 0 }, trailing: Button("Add") { visits += 10 })
      }
      .navigationViewStyle(.stack)
    }
  }

  @Test func aDestinationLinkPushesAndTheScreenBelowKeepsItsState() throws {
    let host = ViewHost(Home())
    #expect(host.element("Root presented")?.label == "Root presented: no")
    try host.tap("Visit 0")
    try host.tap("Open A")
    #expect(host.element("Detail:")?.label == "Detail: A")
    #expect(host.element("Presented")?.label == "Presented: yes")
    // The root is covered: not on screen, and the driver says what covers it.
    #expect(host.element("Visit 1") == nil)
    #expect(host.render().contains("[covered by Detail]"))
    let error = #expect(throws: ViewHostError.self) { try host.tap("Open B") }
    guard case .controlCovered(_, let coverage) = error else {
      Issue.record("expected controlCovered, got \(String(describing: error))")
      return
    }
    #expect(coverage.coveredBy == "Detail" && coverage.cover == .pushed)
    try host.tap("Like 0")
    #expect(host.element("Like 1") != nil)
    try host.goBack()
    #expect(host.element("Visit 1") != nil, "the covered screen kept its state")
    #expect(host.element("Detail:") == nil)
    #expect(host.discarded().map(\.properties) == [["_likes = 1"]])
    try host.tap("Open A")
    #expect(host.element("Like 0") != nil, "pushed again, the view starts afresh")
  }

  @Test func everyDestinationSpellingPushesAndPresentationModePops() throws {
    let host = ViewHost(Home())
    for (link, name) in [("Open B", "B"), ("Open C", "C")] {
      try host.tap(link)
      #expect(host.element("Detail:")?.label == "Detail: \(name)")
      try host.tap("Back")
      #expect(host.element("Detail:") == nil)
      #expect(host.element("Visit 0") != nil)
    }
  }

  @Test func navigationBarItemsAreOnTheScreenTheyDecorate() throws {
    let host = ViewHost(Home())
    try host.tap("Add")
    #expect(host.element("Visit 10") != nil)
    try host.tap("Edit")
    #expect(host.element("Visit 0") != nil)
    try host.tap("Open A")
    #expect(host.element("Add") == nil, "the root's bar items are covered with it")
  }

  struct Postbox: View {
    @State private var showsCompose = false
    var body: some View {
      NavigationView {
        VStack {
          Text("Compose shown: \(showsCompose ? "yes" : "no")")
          Button("Compose by code") { showsCompose = true }
          NavigationLink("Compose", destination: Detail(name: "Compose"), isActive: $showsCompose)
          NavigationLink(destination: Detail(name: "Other"), isActive: .constant(false)) { Text("Other") }
        }
      }
    }
  }

  @Test func theIsActiveBindingPushesAndPoppingWritesItBack() throws {
    let host = ViewHost(Postbox())
    try host.tap("Compose by code")
    #expect(host.element("Detail:")?.label == "Detail: Compose")
    try host.goBack()
    #expect(host.element("Detail:") == nil)
    #expect(host.element("Compose shown")?.label == "Compose shown: no", "popping writes false")
    try host.tap("Compose")
    #expect(host.element("Detail:")?.label == "Detail: Compose")
    try host.tap("Like 0")
    try host.tap("Back")
    #expect(host.element("Compose shown")?.label == "Compose shown: no")
    #expect(host.discarded().map(\.properties).last == ["_likes = 1"])
  }

  struct Done: View {
    @Binding var isShown: Bool
    var body: some View { Button("Finish") { isShown = false } }
  }

  struct SignUp: View {
    @State private var isDone = false
    var body: some View {
      NavigationView {
        VStack {
          Button("Sign up") { isDone = true }
          NavigationLink(destination: Done(isShown: $isDone), isActive: $isDone) { EmptyView() }
        }
      }
    }
  }

  @Test func writingFalseToTheIsActiveBindingPops() throws {
    let host = ViewHost(SignUp())
    try host.tap("Sign up")
    #expect(host.element("Finish") != nil)
    try host.tap("Finish")
    #expect(host.element("Finish") == nil)
    #expect(host.element("Sign up") != nil)
  }

  struct Sheltered: View {
    @State private var isShown = false
    var body: some View {
      Button("Show") { isShown = true }
        .sheet(isPresented: $isShown) { Detail(name: "Sheet") }
    }
  }

  @Test func presentationModeDismissesASheet() throws {
    let host = ViewHost(Sheltered())
    try host.tap("Show")
    #expect(host.element("Presented")?.label == "Presented: yes")
    try host.tap("Back")
    #expect(host.element("Detail:") == nil)
    #expect(host.element("Show") != nil)
  }

  @Test func aDestinationLinkOutsideANavigationViewIsDisabled() {
    let host = ViewHost(NavigationLink("Lost", destination: Text("Nowhere")))
    #expect(host.element("Lost")?.isDisabled == true)
  }
}
