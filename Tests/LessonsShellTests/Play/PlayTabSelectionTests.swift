import Foundation
import Testing

/// iOS 27's state changes through `lessons play` (issue 34, item 4): a TabView's selection
/// set to a tab it does not have stays on the visible tab and is reported as the error a
/// real app may crash with, and SE-0506's `withContinuousObservation` compiles and runs on
/// a toolchain that lacks it.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayTabSelectionTests {
  static let tabs = """
    import SwiftUI

    enum Pane: Hashable { case home, settings, admin }

    struct Root: View {
      @State private var pane = Pane.home
      var body: some View {
        TabView(selection: $pane) {
          Button("To settings") { pane = .settings }
            .tabItem { Text("Home") }.tag(Pane.home)
          Button("Open admin") { pane = .admin }
            .tabItem { Text("Settings") }.tag(Pane.settings)
        }
      }
    }

    #Preview { Root() }

    """

  @Test func anUnavailableTabIsARuntimeErrorAndTheVisibleTabStays() throws {
    let result = try PlayBinaryTests.play(
      [
        "@/Tabs.swift", "--do", "tap \"To settings\"", "--do", "tap \"Open admin\"",
        "--do", "expect TabView Settings",
      ],
      files: ["Tabs.swift": Self.tabs])
    let output = result.standardOutput + result.standardError
    let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "! error: TabView's selection was set to admin, which no tab has: on iOS 27 a TabView keeps its "
          + "selection on a visible tab, and setting it to a hidden or unavailable tab may crash."),
      "\(output)")
    #expect(text.contains("kept \"Settings\" on screen"), "\(output)")
    // The tool reports the failed tap and goes on: the expectation after it holds.
    #expect(text.contains("1 of 3 commands failed."), "\(output)")
    #expect(!text.contains("expectation failed"), "\(output)")
  }

  /// Xcode 26's `Tab`: titled and tagged by its value; a hidden one is out of the tab bar,
  /// cannot be selected (iOS 27), and keeps its state while hidden.
  static let tabContent = """
    import SwiftUI

    enum Pane: Hashable { case journal, members }

    struct Counter: View {
      @State private var visits = 0
      var body: some View { Button("Visits \\(visits)") { visits += 1 } }
    }

    struct Root: View {
      @State private var pane = Pane.journal
      @State private var isMember = true
      var body: some View {
        TabView(selection: $pane) {
          Tab("Journal", systemImage: "book", value: Pane.journal) {
            VStack {
              Toggle("Member", isOn: $isMember)
              Button("Show members") { pane = .members }
            }
          }
          Tab("Members", systemImage: "person.2", value: Pane.members) { Counter() }
            .hidden(!isMember)
        }
      }
    }

    #Preview { Root() }

    """

  @Test func aTabIsTaggedByItsValueAndAHiddenOneCannotBeSelected() throws {
    let result = try PlayBinaryTests.play(
      [
        "@/Tabs.swift", "--do", "select TabView Members", "--do", "tap \"Visits 0\"",
        "--do", "select TabView Journal", "--do", "toggle Member", "--do", "tap \"Show members\"",
        "--do", "expect TabView Journal", "--do", "toggle Member", "--do", "select TabView Members",
        // A tap finds the button only if the count is still 1.
        "--do", "tap \"Visits 1\"",
      ],
      files: ["Tabs.swift": Self.tabContent])
    let output = result.standardOutput + result.standardError
    let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // Hidden, the Members tab cannot be selected: the write is the error iOS 27 names.
    #expect(
      text.contains("! error: TabView's selection was set to members, which no tab has"), "\(output)")
    #expect(text.contains("kept \"Journal\" on screen"), "\(output)")
    // Shown again, it kept its state while hidden.
    #expect(text.contains("1 of 9 commands failed."), "\(output)")
    #expect(!text.contains("expectation failed"), "\(output)")
  }

  static let continuous = """
    import SwiftUI

    @MainActor @Observable final class Hamper {
      var count = 0
      var summary = "empty"
    }

    @MainActor final class Watcher {
      var token: ObservationTracking.Token?
    }

    struct Shop: View {
      @State private var basket = Hamper()
      @State private var watcher = Watcher()
      var body: some View {
        VStack {
          Text("Summary: \\(basket.summary)")
          Button("Watch") {
            let basket = basket
            watcher.token = withContinuousObservation(options: .didSet) { event in
              let kind = event.kind == .initial ? "initial" : "didSet"
              basket.summary = "\\(basket.count) items (\\(kind))"
            }
          }
          Button("Add two") { basket.count += 1; basket.count += 1 }
          Button("Stop") { watcher.token = nil }
        }
      }
    }

    #Preview { Shop() }

    """

  @Test func continuousObservationRunsAgainAfterTheWritesUntilItsTokenGoes() throws {
    let script = """
      tap Watch
      expect "Summary: 0 items (initial)" "Summary: 0 items (initial)"
      tap "Add two"
      expect "Summary: 2 items (didSet)" "Summary: 2 items (didSet)"
      tap Stop
      tap "Add two"
      expect "Summary: 2 items (didSet)" "Summary: 2 items (didSet)"
      """
    let result = try PlayBinaryTests.play(
      ["@/Shop.swift", "--script", "@/watch.play"],
      files: ["Shop.swift": Self.continuous, "watch.play": script])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // One run for the two writes of one action, with its line.
    let runs = text.components(
      separatedBy: "↳ withContinuousObservation runs again (didSet): Hamper.count changed")
    #expect(runs.count == 2, "\(output)")
  }
}
