import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

/// Each lesson's bug judged from what the runtime observed: values on
/// screen against the owner's, discarded state, body counts. Never from the
/// transcript's text.
@MainActor
struct LessonObservationTests {
  /// Runs a lesson's scenario to the end and returns the mounted app and the report.
  func run(_ id: String, _ variant: Variant) async throws -> (app: LessonApp, report: RunReport) {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let run = ScenarioRun(lesson: lesson, variant: variant)
    let report = await run.runToEnd()
    return (try #require(run.app), report)
  }

  @Test func initCopyBrokenFieldKeepsItsCopy() async throws {
    let (app, _) = try await run("init-copy", .broken)
    #expect(app.host.element("Title")?.value == "Q3 final")
    #expect(app.fact("document.title") == "Q3 report (approved)")
    let thrownAway = app.host.events.filter {
      if case .initialValueDiscarded(let discarded) = $0 { discarded.view == "TitleEditor" } else { false }
    }
    #expect(thrownAway.count == 3)
  }

  @Test func initCopyFixedFieldFollowsTheDocument() async throws {
    let (app, _) = try await run("init-copy", .fixed)
    #expect(app.host.element("Title")?.value == "Q3 report (approved)")
    #expect(app.fact("document.title") == "Q3 report (approved)")
  }

  @Test func bindingByValueBrokenControlsNeverReachTheSettings() async throws {
    let (app, _) = try await run("binding-by-value", .broken)
    #expect(app.host.element("Download over cellular")?.value == "on")
    #expect(app.host.element("Skip forward")?.value == "30")
    #expect(app.fact("settings.downloadOverCellular") == "false")
    #expect(app.fact("settings.skipForwardSeconds") == "15")
    #expect(app.fact("queue.status") == "paused: waiting for Wi-Fi")
    let settingsWrites = app.host.events.filter {
      if case .dependencyFired(_, _, let property) = $0 {
        property.hasPrefix("PodcastSettings.")
      } else {
        false
      }
    }
    #expect(settingsWrites.isEmpty)
  }

  @Test func bindingByValueFixedControlsWriteTheSettings() async throws {
    let (app, _) = try await run("binding-by-value", .fixed)
    #expect(app.fact("settings.downloadOverCellular") == "true")
    #expect(app.fact("settings.skipForwardSeconds") == "30")
    #expect(app.fact("queue.status") == "downloading over cellular")
  }

  /// The composer's discarded drafts, in order, as `_draft = "…"`.
  func discardedDrafts(_ app: LessonApp) -> [String] {
    app.host.events.compactMap {
      if case .stateDiscarded(let discarded) = $0, discarded.view == "ReplyComposer" {
        discarded.properties.joined()
      } else {
        nil
      }
    }
  }

  @Test func identityResetBrokenDiscardsTheDraftTwice() async throws {
    let (app, report) = try await run("identity-reset", .broken)
    // Once for the new message (.id), once for going offline (if/else), then Ben's chat.
    #expect(
      discardedDrafts(app) == [
        "_draft = \"Running late\"", "_draft = \"Running late, start without me\"", "_draft = \"\"",
      ])
    let messageStep = try #require(report.steps.first { $0.action == .event("message") })
    #expect(messageStep.events.contains { if case .stateDiscarded = $0 { true } else { false } })
    let offlineStep = try #require(report.steps.first { $0.action == .event("offline") })
    let offlineDiscard = offlineStep.events.compactMap {
      if case .stateDiscarded(let discarded) = $0 { discarded.path } else { nil }
    }
    #expect(offlineDiscard.count == 1 && offlineDiscard[0].contains("(else)"))
  }

  @Test func identityResetFixedDiscardsOnlyWhenTheConversationChanges() async throws {
    let (app, _) = try await run("identity-reset", .fixed)
    #expect(discardedDrafts(app) == ["_draft = \"Running late, start without me\""])
    #expect(app.fact("inbox.current.contact") == "Ben")
  }
}

extension LessonObservationTests {
  /// Two messages with the same text keep two identities: ids are the messages' own.
  @Test func identityResetMessagesWithTheSameTextAreTwoRows() {
    var conversation = Conversation(id: "ana", contact: "Ana", messages: ["ok"])
    conversation.append("ok")
    #expect(conversation.messages.map(\.id) == [1, 2])
  }
}
