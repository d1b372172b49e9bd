/// The `@Observable` version of the bug, which Swift 6 does not compile: the
/// lesson quotes what the compiler says, and `MainActorDiagnosticTests`
/// compiles both texts with `swiftc -swift-version 6` to prove the quote.
enum MainActorDiagnostic {
  /// A model without an actor, handed to background work from the main actor.
  static let broken = """
    import Observation

    @Observable
    final class FeedModel {
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
      let model = FeedModel()

      func pullToRefresh() {
        Task.detached {
          await self.model.refresh()
        }
      }
    }
    """

  /// The fix: the model is isolated to the main actor; `refresh()` is then
  /// a main-actor method, and the detached task hops to it with `await`.
  static let fixed = broken.replacingOccurrences(of: "@Observable\n", with: "@MainActor @Observable\n")

  /// What Swift 6.3's compiler reports for ``broken`` (error, then its note).
  static let error =
    "error: non-Sendable type 'FeedModel' of property 'model' cannot exit main actor-isolated context"
  static let note = "note: class 'FeedModel' does not conform to the 'Sendable' protocol"
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
