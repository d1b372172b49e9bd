import Foundation

/// The `@Observable` version of a lesson's bug (the lesson whose quiz names
/// `MainActorDiagnosticTests` as its proof), which Swift 6 does not compile: the lesson quotes
/// what the compiler says, and `MainActorDiagnosticTests` compiles both texts with
/// `swiftc -swift-version 6` to prove the quote. The texts are the tests' own, their model
/// named as the lesson's quote names it: the lesson is loaded at run time, and nothing of it
/// is compiled here.
enum MainActorDiagnostic {
  /// A model without an actor, handed to background work from the main actor.
  static func broken(model: String) -> String {
    """
    import Observation

    @Observable
    final class \(model) {
      var headlines: [String] = []

      func refresh() async {
        let loaded = await Feed.download()
        headlines = loaded
      }
    }

    enum Feed {
      static func download() async -> [String] { ["Rates hold", "Rain ahead"] }
    }

    @MainActor
    final class FeedScreenController {
      let model = \(model)()

      func pullToRefresh() {
        Task.detached {
          await self.model.refresh()
        }
      }
    }
    """
  }

  /// The fix: the model is isolated to the main actor; `refresh()` is then
  /// a main-actor method, and the detached task hops to it with `await`.
  static func fixed(model: String) -> String {
    broken(model: model).replacingOccurrences(of: "@Observable\n", with: "@MainActor @Observable\n")
  }
}

extension MainActorDiagnostic {
  /// The lesson's broken store (its `Broken.swift`) without its `@unchecked Sendable`, free
  /// of the runtime's types and under names of its own: what the story's store looked like
  /// before someone silenced the compiler.
  static let unsilencedStore = """
    final class NewsStore {
      var headlines: [String] = []

      func refresh() async {
        await Task.detached {
          let loaded = await NewsFeed.download()
          self.headlines = loaded
        }.value
      }
    }

    enum NewsFeed {
      static func download() async -> [String] { ["Rates hold", "Rain ahead"] }
    }

    @MainActor
    struct NewsScreen {
      let store: NewsStore

      func refreshTapped() {
        Task { await store.refresh() }
      }
    }
    """

  /// What swiftc 6.3.1 reports for ``unsilencedStore`` when it compiles it to
  /// SIL (region-based isolation runs there; `-typecheck` reports nothing).
  static let unsilencedErrors = [
    "error: passing closure as a 'sending' parameter risks causing data races between code in the "
      + "current task and concurrent execution of the closure",
    "error: sending 'self.store' risks causing data races",
  ]
}

extension MainActorDiagnostic {
  /// Where an async function runs, printed by a program that
  /// `MainActorDiagnosticTests` compiles and runs under each build setting.
  static let whereItRuns = """
    import Foundation

    enum Work {
      static func unmarkedAsync() async -> Bool { !Thread.isMainThread }
      nonisolated static func nonisolatedAsync() async -> Bool { !Thread.isMainThread }
      @concurrent static func concurrentAsync() async -> Bool { !Thread.isMainThread }
    }

    @MainActor func report() async {
      print("unmarked \\(await Work.unmarkedAsync())")
      print("nonisolated \\(await Work.nonisolatedAsync())")
      print("concurrent \\(await Work.concurrentAsync())")
    }

    await report()
    """

  /// One build configuration of the lesson's table: its compiler flags, and
  /// whether each of ``whereItRuns``'s three functions leaves the main actor
  /// when a main-actor caller awaits it.
  struct BuildSetting: Sendable {
    let name: String
    let flags: [String]
    let unmarkedLeaves: Bool
    let nonisolatedLeaves: Bool
    let concurrentLeaves: Bool
  }

  /// The table the story shows; each row is checked by a run of ``whereItRuns``.
  static let settings = [
    BuildSetting(
      name: "Swift 6 mode, neither setting (Xcode 26 or 27 with both off: existing targets and packages)",
      flags: [],
      unmarkedLeaves: true, nonisolatedLeaves: true, concurrentLeaves: true),
    BuildSetting(
      name: "Approachable Concurrency only",
      flags: ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"],
      unmarkedLeaves: false, nonisolatedLeaves: false, concurrentLeaves: true),
    BuildSetting(
      name: "Both (a new Xcode 26 or 27 app target)",
      flags: [
        "-default-isolation", "MainActor", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
      ],
      unmarkedLeaves: false, nonisolatedLeaves: false, concurrentLeaves: true),
  ]

  /// What `-default-isolation MainActor` makes of the broken snippet's model:
  /// implicitly `@MainActor`, so a nonisolated function may not read it.
  static func isolationProbe(model: String) -> String {
    """
    import Observation

    @Observable
    final class \(model) {
      var headlines: [String] = []
    }

    nonisolated func peek(_ model: \(model)) -> Int { model.headlines.count }
    """
  }

  /// What swiftc 6.3 reports for ``isolationProbe`` under default MainActor isolation.
  static let probeError =
    "error: main actor-isolated property 'headlines' can not be referenced from a nonisolated context"

  /// The story's table, rendered from ``settings``.
  static var table: String {
    func word(_ leaves: Bool) -> String { leaves ? "leaves" : "stays" }
    return settings.map { setting in
      "  \(setting.name): unmarked async \(word(setting.unmarkedLeaves)), nonisolated async "
        + "\(word(setting.nonisolatedLeaves)), @concurrent \(word(setting.concurrentLeaves))"
    }.joined(separator: "\n")
  }
}
