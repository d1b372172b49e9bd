import Foundation
import StateRuntime
import Testing

/// The chain behind a body run, built from the runtime's records: an identity change,
/// a skipped body, a write no body read, a view discarded for good.
@MainActor
struct BodyRunExplanationTests {
  @Observable final class Postbox {
    var revision = 1
    var isOffline = false
    var sent: [String] = []

    func send(_ text: String) {
      sent.append(text)
      revision += 1
    }
  }

  /// Identity reset's shape: the composer's `.id` is the revision, and each branch holds one.
  struct Screen: View {
    let inbox: Postbox
    var body: some View {
      VStack {
        Text("Revision \(inbox.revision)")
        if inbox.isOffline {
          Composer(inbox: inbox).id(inbox.revision)
        } else {
          Composer(inbox: inbox).id(inbox.revision)
        }
      }
    }
  }

  struct Composer: View {
    let inbox: Postbox
    @State private var draft = ""
    var body: some View {
      VStack {
        TextField("Reply", text: $draft)
        Button("Send") {
          inbox.send(draft)
          draft = ""
        }
      }
    }
  }

  /// A counter whose plain-data child is re-created with equal inputs, and a note nobody reads.
  struct Counter: View {
    @State private var count = 0
    @State private var note = ""
    @State private var showsHint = true
    var body: some View {
      VStack {
        Text("Count \(count)")
        Caption(size: 2)
        Button("Add") { count += 1 }
        Button("Note") { note = "seen" }
        Button("Hide") { showsHint = false }
        if showsHint { Hint() }
      }
    }
  }

  struct Caption: View {
    let size: Int
    var body: some View { Text("Tally, size \(size)") }
  }

  struct Hint: View {
    @State private var isExpanded = false
    var body: some View { Text(isExpanded ? "Long hint" : "Hint") }
  }

  private func events(of host: ViewHost<some View>, after count: Int) -> [RuntimeEvent] {
    Array(host.events[count...])
  }

  @Test func aNewIDIsTracedToTheWriteItsParentRead() throws {
    let inbox = Postbox()
    let host = ViewHost(Screen(inbox: inbox))
    try host.type("Running late", into: "Reply")
    let before = host.events.count
    try host.tap("Send")
    let whys = BodyRunExplanation.explanations(of: "Composer", in: events(of: host, after: before))
    let why = try #require(whys.last)
    guard case .evaluated(let change) = why.outcome else {
      Issue.record("expected a body run, got \(why.outcome)")
      return
    }
    #expect(change.reasons.contains(.identity))
    #expect(why.causes.first == .actionPerformed(.tap("Send")))
    let screen = ViewReference(view: "Screen", path: "Screen")
    #expect(why.causes.contains(.dependencyFired(property: "Postbox.revision", reader: screen)))
    let change2 = why.causes.compactMap { if case .identityChanged(let change) = $0 { change } else { nil } }
    #expect(change2.map(\.kind) == [.idChanged(old: "1", new: "2")])
    #expect(change2.first?.owner == screen)
    #expect(change2.first?.discarded.map(\.view) == ["Composer"])
    // Send cleared the old composer's draft before it went: the write is in the chain, as is the discard.
    let writes = why.causes.compactMap { if case .stateWritten(let write) = $0 { write } else { nil } }
    #expect(
      writes.map { "\($0.view).\($0.property): \($0.oldValue) → \($0.newValue)" } == [
        "Composer._draft: \"Running late\" → \"\""
      ])
    let discarded = why.causes.compactMap { if case .stateDiscarded(let gone) = $0 { gone } else { nil } }
    #expect(discarded.map(\.properties) == [["_draft = \"\""]])
    #expect(why.causes.last.map { if case .created = $0 { true } else { false } } == true)
    // Earliest first: the action, the write, the parent's body, the id change, the discard.
    let order = why.causes.map { link -> String in
      switch link {
      case .actionPerformed: "action"
      case .stateWritten: "write"
      case .dependencyFired: "fired"
      case .bodyRan: "parent"
      case .identityChanged: "id"
      case .stateDiscarded: "discarded"
      case .created: "created"
      default: "other"
      }
    }.filter { $0 != "other" }
    #expect(order == ["action", "fired", "write", "parent", "id", "discarded", "created"])
  }

  @Test func theOtherBranchIsAnotherIdentity() throws {
    let inbox = Postbox()
    let host = ViewHost(Screen(inbox: inbox))
    let before = host.events.count
    inbox.isOffline = true
    host.flush()
    let why = try #require(
      BodyRunExplanation.explanations(
        of: "Composer", in: events(of: host, after: before), trigger: "going offline"
      )
      .last)
    #expect(why.causes.first == .started("going offline"))
    let kinds = why.causes.compactMap {
      if case .identityChanged(let change) = $0 { change.kind } else { nil }
    }
    #expect(kinds == [.branchChanged(old: "else", new: "if")])
    #expect(
      why.causes.map(\.description).contains(
        "Screen's body took the if branch instead of the else branch: each branch is an identity of its own, "
          + "so Composer there is another view."))
  }

  @Test func aSkippedBodySaysItsInputsWereEqualAndNothingItReadsChanged() throws {
    let host = ViewHost(Counter())
    let before = host.events.count
    try host.tap("Add")
    let why = try #require(
      BodyRunExplanation.explanations(of: "Caption", in: events(of: host, after: before)).first)
    guard case .skipped(let view, _, let rule) = why.outcome else {
      Issue.record("expected a skipped body, got \(why.outcome)")
      return
    }
    #expect(view.view == "Caption" && rule == .plainData)
    #expect(why.causes.first == .actionPerformed(.tap("Add")))
    let write = why.causes.compactMap { if case .stateWritten(let write) = $0 { write } else { nil } }
    #expect(write.map(\.property) == ["_count"])
    #expect(write.first?.invalidated == [ViewReference(view: "Counter", path: "Counter")])
    let compared = why.causes.compactMap {
      if case .inputsCompared(let comparison) = $0 { comparison } else { nil }
    }
    #expect(compared.map(\.changed) == [false])
    #expect(compared.first?.owner?.view == "Counter")
    #expect(why.causes.last == .notInvalidated(view))
    #expect(why.summary.hasPrefix("Caption's body was skipped in pass 2: its inputs were equal (plain data"))
  }

  @Test func aWriteNoBodyReadInvalidatesNothing() throws {
    let host = ViewHost(Counter())
    let before = host.events.count
    try host.tap("Note")
    let recorded = events(of: host, after: before)
    let write = try #require(
      recorded.compactMap { if case .stateChanged(let write) = $0 { write } else { nil } }.first)
    #expect(write.property == "_note" && write.invalidated == [])
    #expect(
      CauseLink.stateWritten(write).description
        == "It wrote Counter._note (\"\" → \"seen\"): no body read it, so it invalidated no view.")
    // Its body did not run, and the chain says why: the write had no reader.
    #expect(
      BodyRunExplanation.explanations(of: "Counter", in: recorded) == [
        BodyRunExplanation(
          outcome: .notRun(ViewReference(view: "Counter", path: "Counter")),
          causes: [.actionPerformed(.tap("Note")), .stateWritten(write)])
      ])
  }

  @Test func aViewRemovedForGoodIsExplainedAsDiscarded() throws {
    let host = ViewHost(Counter())
    let before = host.events.count
    try host.tap("Hide")
    let recorded = events(of: host, after: before)
    #expect(BodyRunExplanation.explainableViews(in: recorded) == ["Counter", "Caption", "Hint"])
    let why = try #require(BodyRunExplanation.explanations(of: "Hint", in: recorded).first)
    guard case .discarded(let view, _) = why.outcome else {
      Issue.record("expected a discard, got \(why.outcome)")
      return
    }
    #expect(view.view == "Hint")
    #expect(
      why.causes.contains { if case .bodyRan(let change) = $0 { change.view == "Counter" } else { false } })
    #expect(
      why.causes.contains {
        if case .identityChanged(let change) = $0 { change.kind == .removed } else { false }
      })
    #expect(
      why.causes.contains { if case .stateDiscarded(let gone) = $0 { gone.view == "Hint" } else { false } })
  }

  @Test func aMountedViewRanBecauseItIsNew() throws {
    let host = ViewHost(Counter())
    let why = try #require(
      BodyRunExplanation.explanations(of: "Caption", in: host.events, trigger: "mount").first)
    #expect(why.causes == [.mounted(ViewReference(view: "Caption", path: why.view.path))])
  }

  @Test func anExplanationSurvivesJSON() throws {
    let inbox = Postbox()
    let host = ViewHost(Screen(inbox: inbox))
    let before = host.events.count
    try host.tap("Send")
    let whys = BodyRunExplanation.explanations(of: "Composer", in: events(of: host, after: before))
    #expect(!whys.isEmpty)
    let decoded = try JSONDecoder().decode(
      [BodyRunExplanation].self, from: try JSONEncoder().encode(whys))
    #expect(decoded == whys)
  }
}
