import Foundation
import StateRuntime

@testable import LessonCatalog

/// Small apps for ``QuizClaimTests``: each is the situation a question
/// describes, where no lesson's own code is.
@MainActor
enum ClaimSnippets {
  /// A row whose identity is `.id(UUID())`: new on every parent body.
  struct UUIDRows: View {
    @State private var ticks = 0
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        DraftRow().id(UUIDish.next())
      }
    }
  }

  /// A fresh value each call, like `UUID()`, without Foundation.
  @MainActor enum UUIDish {
    static var counter = 0
    static func next() -> Int {
      counter += 1
      return counter
    }
  }

  struct DraftRow: View {
    @State private var draft = ""
    var body: some View { TextField("Draft", text: $draft) }
  }

  /// One form, its layout passed as an argument: the draft survives a switch.
  struct OneForm: View {
    @State private var isCompact = false
    var body: some View {
      VStack {
        Toggle("Compact", isOn: $isCompact)
        Form(isCompact: isCompact)
      }
    }
  }

  struct Form: View {
    let isCompact: Bool
    @State private var draft = ""
    var body: some View { TextField(isCompact ? "Draft (compact)" : "Draft", text: $draft) }
  }

  /// A parent whose title reaches a child by copy (init-copy) and by binding.
  struct TitleParent: View {
    @State var title = "Draft"
    var body: some View {
      VStack {
        Button("Undo") { title = "Original" }
        CopyEditor(title: title)
        BindingEditor(title: $title)
      }
    }
  }

  struct CopyEditor: View {
    @State private var title: String
    init(title: String) { _title = State(initialValue: title) }
    var body: some View { TextField("Copy", text: $title) }
  }

  struct BindingEditor: View {
    @Binding var title: String
    var body: some View { TextField("Bound", text: $title) }
  }

  /// Counts initialiser runs, for the era questions.
  @MainActor @Observable final class Recents {
    static var made = 0
    init() { Recents.made += 1 }
  }

  @MainActor final class LegacyRecents: ObservableObject {
    static var made = 0
    init() { LegacyRecents.made += 1 }
  }

  struct Panels: View {
    @State private var ticks = 0
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        InitPanel(tick: ticks)
        DeclaredPanel(tick: ticks)
        StateObjectPanel(tick: ticks)
      }
    }
  }

  /// `_model = State(wrappedValue: ...)` in a custom init.
  struct InitPanel: View {
    let tick: Int
    @State private var model: Recents
    init(tick: Int) {
      self.tick = tick
      _model = State(wrappedValue: Recents())
    }
    var body: some View { Text("Init panel \(tick)") }
  }

  /// `@State private var model = Model()`: lazy under the Xcode 27 macro.
  struct DeclaredPanel: View {
    let tick: Int
    @State private var model = Recents()
    var body: some View { Text("Declared panel \(tick)") }
  }

  /// `@StateObject`: its autoclosure runs once per identity in both eras.
  struct StateObjectPanel: View {
    let tick: Int
    @StateObject private var model = LegacyRecents()
    var body: some View { Text("StateObject panel \(tick)") }
  }

  /// A view that owns its draft model in @State: one instance per identity.
  struct DraftOwner: View {
    @State private var ticks = 0
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        DraftEditor(tick: ticks)
      }
    }
  }

  @MainActor @Observable final class DraftModel {
    var text = ""
  }

  struct DraftEditor: View {
    let tick: Int
    @State private var draft = DraftModel()
    var body: some View {
      TextField("Draft \(tick)", text: Bindable(draft).text)
    }
  }

  /// A pushed screen with its own draft.
  struct Stack: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open reply", value: 1)
          .navigationDestination(for: Int.self) { _ in ReplyScreen() }
      }
    }
  }

  struct ReplyScreen: View {
    @State private var reply = ""
    var body: some View { TextField("Reply", text: $reply) }
  }

  /// A sheet shown with isPresented and a separate selection.
  struct FlagSheet: View {
    @State private var showsDetail = false
    @State private var selected: String?
    var body: some View {
      VStack {
        Button("Dune") {
          selected = "Dune"
          showsDetail = true
        }
        Text("Shows detail: \(showsDetail)")
        Text("Selected: \(selected ?? "none")")
      }
      .sheet(isPresented: $showsDetail) { Text("Detail: \(selected ?? "none")") }
    }
  }

  /// A search in .task(id:) that swallows its cancellation with try?.
  @MainActor final class Results {
    var shown: [String] = []
  }

  struct Search: View {
    let results: Results
    var query: String
    var body: some View {
      Text("Query: \(query)")
        .task(id: query) {
          try? await Task.sleep(for: .milliseconds(query == "sw" ? 200 : 10))
          results.shown.append(query)
        }
    }
  }

  /// A list over a range without id:, for the constant-data rule.
  struct RangeList: View {
    @State private var books = ["Dune", "Emma", "Faust"]
    var body: some View {
      VStack {
        ForEach(0..<books.count) { index in
          Text(books[index])
        }
        Button("Add Ulysses") { books.append("Ulysses") }
      }
    }
  }

  /// What an observation handler saw; the handler is `@Sendable`, so the record is locked.
  final class Seen: @unchecked Sendable {
    // Sendable by its lock.
    private let lock = NSLock()
    private var recorded: [String] = []
    var values: [String] { lock.withLock { recorded } }
    func record(_ value: String) { lock.withLock { recorded.append(value) } }
  }

  /// The first value `Observations` yields for the draft's text: its current value (SE-0475).
  static func firstObservedValue(of draft: LetterDraft) async -> String? {
    for await text in Observations({ draft.text }) {
      return text
    }
    return nil
  }

  /// An onChange action that changes the value it watches, every time.
  struct SelfFeeding: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("Count: \(count)")
        Button("Start") { count = 1 }
      }
      .onChange(of: count) { _, new in count = new + 1 }
    }
  }

  /// Lesson 21's other per-frame case: the action writes other state, whose
  /// own action changes the watched value again.
  struct FeedingThroughOtherState: View {
    @State private var count = 0
    @State private var echo = 0
    var body: some View {
      VStack {
        Text("Count: \(count), echo: \(echo)")
        Button("Start") { count = 1 }
      }
      .onChange(of: count) { _, new in echo = new }
      .onChange(of: echo) { _, new in count = new + 1 }
    }
  }
}
