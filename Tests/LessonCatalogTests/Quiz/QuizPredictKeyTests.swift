import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

/// Every predict question's key, as the quiz computes it, against the runtime driven here
/// by hand: mount the snippet, perform the event, read body counts, the log and elements.
@MainActor
struct QuizPredictKeyTests {
  /// The ids ``expected(for:)`` knows.
  nonisolated static let expectedIDs: Set<String> = Set([
    "init-copy.predict-sync", "init-copy.predict-binding", "binding-by-value.predict-status",
    "binding-by-value.predict-views", "identity-reset.predict-draft", "identity-reset.predict-views",
    "broad-summary.predict-tick", "broad-summary.predict-narrow", "observation-granularity.predict-follower",
    "untracked-class.predict-coupon", "environment-storm.predict-tick", "deep-link-desync.predict-header",
    "costly-state-init.predict-drafts", "per-element.predict-append", "per-element.predict-equal-write",
    "app-wide-store.predict-token",
  ]).union(BeyondPredictKeys.ids)

  /// What a question's key must be, worked out independently of ``PredictRun``.
  static func expected(for id: String, in xcode: XcodeRelease) throws -> Expected? {
    switch id {
    case "observation-granularity.predict-follower":
      let store = ObservationGranularity.Fixed.ProfileStore()
      let host = ViewHost(
        ObservationGranularity.Fixed.ProfileEditor(store: store), options: .init(xcode: xcode))
      host.resetCounts()
      store.followers += 1
      host.flush()
      return .views(Set(host.bodyCounts.filter { $0.value > 0 }.keys))
    case "costly-state-init.predict-drafts":
      PredictSnippets.DraftCount.Draft.made = 0
      let thread = PredictSnippets.DraftCount.Thread()
      let host = ViewHost(
        PredictSnippets.DraftCount.ThreadScreen(thread: thread), options: .init(xcode: xcode))
      thread.title = "Lunch at 1"
      host.flush()
      #expect(host.element("Reply to Lunch at 1")?.label.hasSuffix("draft #1") == true)
      // The era decides: the property wrapper built a second draft and threw it away.
      #expect(PredictSnippets.DraftCount.Draft.made == (xcode.evaluatesStateLazily ? 1 : 2))
      return .control(host.element("Drafts made")?.label)
    case "per-element.predict-append":
      let list = PackingList()
      let host = ViewHost(PerElement.Broken.PackingScreen(list: list), options: .init(xcode: xcode))
      host.resetCounts()
      list.add("Sunscreen")
      host.flush()
      // The four old rows ran as well as the new one: each read the whole array.
      #expect(host.bodyCount(of: "ItemRow") == 5)
      return .views(ran(in: host, among: ["PackingScreen", "PackingHeader", "ItemRow"]))
    case "per-element.predict-equal-write":
      let trip = PredictSnippets.EqualWrite.Trip()
      let host = ViewHost(PredictSnippets.EqualWrite.TripScreen(trip: trip), options: .init(xcode: xcode))
      host.resetCounts()
      trip.destination = "Lisbon"
      host.flush()
      // An equal value set on an Equatable property notifies nobody (Swift 6.2+ Observation).
      #expect(host.bodyCounts.values.allSatisfy { $0 == 0 })
      trip.items[0].isPacked = false
      host.flush()
      return .views(ran(in: host, among: ["TripScreen", "Destination", "ItemCount"]))
    case "app-wide-store.predict-token":
      let store = AppWideStore.Broken.AppStore()
      let host = ViewHost(AppWideStore.Broken.ExpenseApp(store: store), options: .init(xcode: xcode))
      host.resetCounts()
      store.refreshToken()
      host.flush()
      return .views(ran(in: host, among: ["ExpenseApp", "AccountBar", "ExpenseForm"]))
    case "deep-link-desync.predict-header":
      let router = AppRouter()
      let host = ViewHost(DeepLinkDesync.Broken.AccountsScreen(router: router), options: .init(xcode: xcode))
      try host.tap("Savings")
      router.open(account: "Brokerage")
      host.flush()
      #expect(router.selectedAccount == "Brokerage")
      return .control(host.elements().first { $0.label.hasPrefix("Account") }?.value)
    case "untracked-class.predict-coupon":
      let order = UntrackedClass.Broken.Order()
      let host = ViewHost(UntrackedClass.Broken.CheckoutScreen(order: order), options: .init(xcode: xcode))
      order.apply(couponPercent: 20)
      host.flush()
      #expect(order.total == 19)  // the model did change
      return .control(host.elements().first { $0.label.hasPrefix("Discount") }?.value)
    case "environment-storm.predict-tick":
      let feed = PriceFeed()
      let host = ViewHost(EnvironmentStorm.Fixed.TradingApp(feed: feed), options: .init(xcode: xcode))
      host.resetCounts()
      feed.tick()
      host.flush()
      return .views(Set(host.bodyCounts.filter { $0.value > 0 }.keys))
    case "init-copy.predict-sync":
      let note = PredictSnippets.NoteCopy.Note()
      let host = ViewHost(PredictSnippets.NoteCopy.NoteScreen(note: note), options: .init(xcode: xcode))
      note.text = "Buy oat milk"
      host.flush()
      #expect(host.element("Saved: Buy oat milk") != nil)  // the header did follow the note
      return .control(host.element("Note")?.value)
    case "init-copy.predict-binding":
      let note = PredictSnippets.NoteBinding.Note()
      let host = ViewHost(PredictSnippets.NoteBinding.NoteScreen(note: note), options: .init(xcode: xcode))
      try host.type("Buy bread", into: "Note")
      note.text = "Buy oat milk"
      host.flush()
      return .control(host.element("Note")?.value)
    case "binding-by-value.predict-status":
      let host = ViewHost(PredictSnippets.MuteCopy.CallScreen(), options: .init(xcode: xcode))
      try host.toggle("Mute")
      #expect(host.element("Mute")?.value == "on")  // the copy did change
      return .control(host.element("Status")?.value)
    case "binding-by-value.predict-views":
      let host = ViewHost(PredictSnippets.MuteCopy.CallScreen(), options: .init(xcode: xcode))
      host.resetCounts()
      try host.toggle("Mute")
      return .views(ran(in: host, among: ["CallScreen", "MuteRow"]))
    case "identity-reset.predict-draft":
      let host = ViewHost(PredictSnippets.ReplyDraft.Thread(), options: .init(xcode: xcode))
      try host.type("Hi, ship it", into: "Reply")
      try host.toggle("Compact")
      return .control(host.element("Reply")?.value)
    case "identity-reset.predict-views":
      let host = ViewHost(PredictSnippets.ReplyDraft.Thread(), options: .init(xcode: xcode))
      host.resetCounts()
      try host.toggle("Compact")
      return .views(ran(in: host, among: ["Thread", "Header", "Composer"]))
    case "broad-summary.predict-tick":
      let wallet = PredictSnippets.WalletSummary.Wallet()
      let host = ViewHost(
        PredictSnippets.WalletSummary.WalletScreen(wallet: wallet), options: .init(xcode: xcode))
      host.resetCounts()
      wallet.price = 101
      host.flush()
      return .views(ran(in: host, among: ["WalletScreen", "SharesRow", "PriceRow"]))
    case "broad-summary.predict-narrow":
      let wallet = PredictSnippets.WalletNarrow.Wallet()
      let host = ViewHost(
        PredictSnippets.WalletNarrow.WalletScreen(wallet: wallet), options: .init(xcode: xcode))
      host.resetCounts()
      wallet.price = 101
      host.flush()
      return .views(ran(in: host, among: ["WalletScreen", "SharesRow", "PriceRow"]))
    default:
      return try BeyondPredictKeys.expected(for: id, in: xcode)
    }
  }

  enum Expected: Equatable {
    case views(Set<String>)
    case control(String?)
  }

  static func ran<Root: View>(in host: ViewHost<Root>, among names: [String]) -> Set<String> {
    Set(names.filter { host.bodyCount(of: $0) > 0 })
  }

  nonisolated static var predictIDs: [String] {
    QuizBank.all.filter { $0.kindName == "predict" }.map(\.id)
  }

  /// The predict questions whose `quiz.json` place gives the author's `"expect"`.
  nonisolated static var authorExpectedIDs: Set<String> {
    Set(
      QuizBank.all.filter { question in
        guard case .predict(let predict) = question.kind else { return false }
        return predict.expectation != nil
      }.map(\.id))
  }

  /// Each predict question is held to an answer worked out apart from ``PredictRun``: one
  /// driven by hand here, or its author's `"expect"` (so that a lesson's folder can bring its own).
  @Test func everyPredictQuestionHasAnIndependentExpectation() {
    #expect(Set(Self.predictIDs) == Self.expectedIDs.union(Self.authorExpectedIDs))
  }

  @Test(arguments: predictIDs, XcodeRelease.allCases)
  func theKeyIsWhatTheRuntimeDoes(id: String, xcode: XcodeRelease) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind else { return }
    if let expectation = predict.expectation {
      #expect(expectation.mismatch(with: try predict.run(xcode), ask: predict.ask, in: xcode) == nil)
    }
    guard Self.expectedIDs.contains(id) else { return }
    let expected = try #require(try Self.expected(for: id, in: xcode))
    let run = try predict.run(xcode)
    switch predict.ask {
    case .reevaluatedViews:
      #expect(expected == .views(Set(run.reevaluated)))
    case .controlValue(let label):
      #expect(expected == .control(run.key(for: .controlValue(label: label))))
    }
  }

  /// A key a guess cannot hit: not "every view", not "nothing", not an empty text.
  @Test(arguments: predictIDs)
  func theKeyIsNotTrivial(id: String) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind else { return }
    let run = try predict.run(.current)
    switch predict.ask {
    case .reevaluatedViews:
      #expect(!run.reevaluated.isEmpty)
      #expect(Set(run.reevaluated) != Set(run.views), "every view ran: \(run.views)")
    case .controlValue(let label):
      let value = try #require(run.value(of: label))
      #expect(!value.isEmpty)
    }
  }

  /// The log the learner is shown matches the body counts: one line per evaluation.
  @Test(arguments: predictIDs)
  func theLogShownMatchesTheViewsThatRan(id: String) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind else { return }
    let run = try predict.run(.current)
    #expect(Set(run.log.map { String($0.prefix { $0 != ":" }) }) == Set(run.reevaluated))
  }
}
