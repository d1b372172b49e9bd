import StateRuntime
import Testing

/// `sheet(isPresented:)`, `sheet(item:)` and `@Environment(\.dismiss)`, as
/// Apple documents them: a presented sheet is an identity of its own.
@MainActor
struct SheetTests {
  struct Composer: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""
    var body: some View {
      VStack {
        TextField("Draft", text: $draft)
        Button("Done") { dismiss() }
      }
    }
  }

  @MainActor final class Counter {
    var dismissals = 0
  }

  struct Postbox: View {
    let counter: Counter
    @State private var isComposing = false
    var body: some View {
      VStack {
        Text("Postbox")
        Button("Compose") { isComposing = true }
      }
      .sheet(isPresented: $isComposing, onDismiss: { counter.dismissals += 1 }, content: { Composer() })
    }
  }

  @Test func stateInsideASheetIsCreatedWhenPresentedAndDiscardedWhenDismissed() throws {
    let counter = Counter()
    let host = ViewHost(Postbox(counter: counter))
    #expect(host.element("Draft") == nil)
    try host.tap("Compose")
    #expect(host.element("Draft")?.value == "")
    try host.type("Lunch?", into: "Draft")
    try host.tap("Done")
    #expect(host.element("Draft") == nil)
    #expect(counter.dismissals == 1)
    let discarded = host.events.compactMap { event -> StateDiscarded? in
      if case .stateDiscarded(let discarded) = event { return discarded }
      return nil
    }
    #expect(discarded.map(\.properties) == [["_draft = \"Lunch?\""]])
    try host.tap("Compose")
    #expect(host.element("Draft")?.value == "", "presenting again starts afresh")
  }

  @Test func presentingDoesNotRunThePresentingViewsBody() throws {
    let host = ViewHost(Postbox(counter: Counter()))
    host.resetCounts()
    try host.tap("Compose")
    // The tap wrote isComposing, which only the sheet modifier reads.
    #expect(host.bodyCount(of: "Postbox") == 0)
    #expect(host.bodyCount(of: "Composer") == 1)
    #expect(host.render().contains("Sheet"))
  }

  @Test func theHostDismissesTheSheetPresentedLast() throws {
    let counter = Counter()
    let host = ViewHost(Postbox(counter: counter))
    #expect(throws: ViewHostError.nothingToAct(action: "dismiss()", reason: "no sheet is presented")) {
      try host.dismiss()
    }
    try host.tap("Compose")
    try host.dismiss()
    #expect(host.element("Draft") == nil)
    #expect(counter.dismissals == 1)
  }

  struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
  }

  struct BookDetail: View {
    let book: Book
    @State private var note = ""
    var body: some View {
      VStack {
        Text("Detail: \(book.title)")
        TextField("Note", text: $note)
      }
    }
  }

  struct Shelf: View {
    @State private var selected: Book?
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    var body: some View {
      VStack {
        ForEach(books) { book in
          Button(book.title) { selected = book }
        }
      }
      .sheet(item: $selected) { book in
        BookDetail(book: book)
        // The shelf is covered by the sheet: the next book is chosen from inside.
        Button("Next book") { selected = books[1] }
      }
    }
  }

  @Test func anItemSheetShowsThePresentedItemAndAnotherItemIsANewIdentity() throws {
    let host = ViewHost(Shelf())
    try host.tap("Dune")
    #expect(host.element("Detail:")?.label == "Detail: Dune")
    try host.type("reread", into: "Note")
    try host.tap("Next book")
    #expect(host.element("Detail:")?.label == "Detail: Emma")
    #expect(host.element("Note")?.value == "", "another item's sheet has fresh state")
    try host.dismiss()
    #expect(host.element("Detail:") == nil)
  }

  struct Settings: View {
    @Binding var isShown: Bool
    var body: some View { Text(isShown ? "shown" : "hidden") }
  }

  struct Owner: View {
    @State private var isShown = false
    @State private var title = "first"
    var body: some View {
      VStack {
        Button("Show") { isShown = true }
        Button("Rename") { title = "second" }
      }
      .sheet(isPresented: $isShown) {
        Text("Sheet: \(title)")
        Button("Rename inside") { title = "second" }
      }
    }
  }

  /// The content is the closure the presenting body made: a write the
  /// presenting body never reads does not make a new one, so the sheet keeps
  /// showing what that body saw (SwiftUI's stale capture).
  @Test func theContentShowsWhatThePresentingBodySawWhenItMadeTheClosure() throws {
    let host = ViewHost(Owner())
    try host.tap("Show")
    host.resetCounts()
    try host.tap("Rename inside")
    #expect(host.bodyCount(of: "Owner") == 0)
    #expect(host.element("Sheet:")?.label == "Sheet: first")
  }

  struct Plain: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
  }

  @Test func dismissOutsideAnyPresentationDoesNothing() throws {
    let host = ViewHost(Plain())
    try host.tap("Close")
    #expect(host.element("Close") != nil)
  }

  struct Reader: View {
    let counter: Counter
    @State private var selected: Book?
    var body: some View {
      VStack {
        Button("Dune") { selected = Book(id: 1, title: "Dune") }
        Button("Emma") { selected = Book(id: 2, title: "Emma") }
      }
      .sheet(
        item: $selected, onDismiss: { counter.dismissals += 1 },
        content: { book in
          BookDetail(book: book)
          Button("Emma instead") { selected = Book(id: 2, title: "Emma") }
        })
    }
  }

  @Test func onDismissRunsWhenAnItemSheetGoesAwayOrIsReplaced() throws {
    let counter = Counter()
    let host = ViewHost(Reader(counter: counter))
    try host.tap("Dune")
    #expect(counter.dismissals == 0)
    try host.tap("Emma instead")
    #expect(counter.dismissals == 1, "Dune's sheet was dismissed to present Emma's")
    try host.dismiss()
    #expect(counter.dismissals == 2)
    #expect(host.element("Detail:") == nil)
  }

  struct Pushed: View {
    @State private var isSharing = false
    var body: some View {
      VStack {
        Text("Pushed screen")
        Button("Share") { isSharing = true }
      }
      .sheet(isPresented: $isSharing) { Plain() }
    }
  }

  struct Stack: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open", value: 1)
          .navigationDestination(for: Int.self) { _ in Pushed() }
      }
    }
  }

  @Test func dismissEndsTheNearestPresentation() throws {
    let host = ViewHost(Stack())
    try host.tap("Open")
    try host.tap("Share")
    // Inside the sheet, dismiss() dismisses the sheet, not the pushed view under it.
    try host.tap("Close")
    #expect(host.element("Close") == nil)
    #expect(host.element("Pushed screen") != nil)
  }
}

/// `@Environment(\.isPresented)`: true inside presented content and pushed
/// destinations, false elsewhere (SwiftUI's `EnvironmentValues.isPresented`).
@MainActor
struct IsPresentedTests {
  struct Probe: View {
    let name: String
    @Environment(\.isPresented) private var isPresented
    var body: some View { Text("\(name) presented: \(isPresented)") }
  }

  struct Screen: View {
    @State private var showsSheet = false
    @State private var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Probe(name: "root")
          Button("Push") { path.append(1) }
          Button("Sheet") { showsSheet = true }
        }
        .navigationDestination(for: Int.self) { _ in Probe(name: "pushed") }
        .sheet(isPresented: $showsSheet) { Probe(name: "sheet") }
      }
    }
  }

  @Test func isPresentedIsTrueInsideSheetsAndPushedViewsOnly() throws {
    let host = ViewHost(Screen())
    #expect(host.element("root presented:")?.label == "root presented: false")
    try host.tap("Push")
    #expect(host.element("pushed presented:")?.label == "pushed presented: true")
    try host.goBack()
    try host.tap("Sheet")
    #expect(host.element("sheet presented:")?.label == "sheet presented: true")
  }
}

/// Fatbobman, "Cracking the Code: The Mysterious @State Injection Mechanism":
/// a button sets `n = 2` and `show = true`; the presented content shows
/// `n = 1` unless the presenting body reads `n`, because only a body that
/// runs again makes a closure capturing the new value. The same for a
/// full-screen cover and a popover (shown as a sheet on iPhone).
@MainActor
struct StaleCaptureTests {
  enum Presentation: CaseIterable {
    case sheet, fullScreenCover, popover
  }

  struct Presenter: View {
    let presentation: Presentation
    let readsN: Bool
    @State private var n = 1
    @State private var show = false
    var body: some View {
      VStack {
        Button("Present") {
          n = 2
          show = true
        }
        if readsN { Text("body n = \(n)") }
      }
      .presenting(presentation, isPresented: $show) { Text("n = \(n)") }
    }
  }

  @Test(arguments: Presentation.allCases)
  func aBodyThatNeverReadNPresentsTheValueItCaptured(presentation: Presentation) throws {
    let host = ViewHost(Presenter(presentation: presentation, readsN: false))
    try host.tap("Present")
    #expect(host.element("n =")?.label == "n = 1")
  }

  @Test(arguments: Presentation.allCases)
  func aBodyThatReadsNPresentsTheNewValue(presentation: Presentation) throws {
    let host = ViewHost(Presenter(presentation: presentation, readsN: true))
    try host.tap("Present")
    #expect(host.element("n =")?.label == "n = 2")
  }
}

extension View {
  @ViewBuilder
  fileprivate func presenting<Content: View>(
    _ presentation: StaleCaptureTests.Presentation, isPresented: Binding<Bool>,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    switch presentation {
    case .sheet: sheet(isPresented: isPresented, content: content)
    case .fullScreenCover: fullScreenCover(isPresented: isPresented, content: content)
    case .popover: popover(isPresented: isPresented, content: content)
    }
  }
}
