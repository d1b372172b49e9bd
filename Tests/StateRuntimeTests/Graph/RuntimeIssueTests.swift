@_spi(Tooling) import StateRuntime
import Testing

/// Bad input is reported, never a crash of the host.
@MainActor
struct RuntimeIssueTests {
  struct Sneaky: View {
    @State var renders = 0
    var body: some View {
      renders += 1
      return Text("rendered")
    }
  }

  @Test func writingStateDuringBodyIsReportedWithSwiftUIsWarning() {
    let host = ViewHost(Sneaky())
    let issue = host.issues.first
    #expect(issue?.kind == .stateModifiedDuringUpdate)
    #expect(
      issue?.message.hasPrefix("Modifying state during view update, this will cause undefined behavior.")
        == true)
    #expect(issue?.path == "Sneaky")
  }

  @Test func aBodyThatKeepsInvalidatingItselfIsStoppedAsAnUpdateLoop() {
    let host = ViewHost(Looping())
    #expect(host.issues.contains { $0.kind == .updateLoop })
    #expect(host.bodyCount(of: "Looping") <= 51)
  }

  /// Never settling is reported once, as what it is: SwiftUI's warning as
  /// the first passes raised it, one line summing up the rest, and a record
  /// a harness finds (``UnsettledUpdates``), never fifty identical passes.
  @Test func anUpdateThatNeverSettlesIsSummedUpInOneLineAndRecorded() {
    let mark = UnsettledUpdates.count
    let host = ViewHost(Looping())
    let passes = host.events.filter { if case .passStarted = $0 { true } else { false } }
    #expect(passes.count == 2, "the mount and the first pass after it; the rest are summed up")
    let warnings = host.issues.filter { $0.kind == .stateModifiedDuringUpdate }
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.message.hasPrefix("Modifying state during view update") })
    let loop = host.issues.last
    #expect(loop?.kind == .updateLoop)
    #expect(loop?.message.hasPrefix("The update never settled: 49 more passes ran Looping again") == true)
    #expect(UnsettledUpdates.since(mark).map(\.kind) == [.updateLoop])
  }

  struct Looping: View {
    @State var n = 0
    var body: some View {
      n += 1
      return Text("\(n)")
    }
  }

  struct Tag: Identifiable {
    let id: Int
    let name: String
  }

  struct Tags: View {
    var body: some View {
      VStack {
        ForEach([Tag(id: 1, name: "a"), Tag(id: 1, name: "b")]) { tag in Text(tag.name) }
      }
    }
  }

  @Test func duplicateForEachIDsAreAWarningNamingTheViewPath() {
    let host = ViewHost(Tags())
    let issue = host.issues.first
    #expect(issue?.kind == .duplicateForEachID)
    #expect(issue?.path == "Tags/VStack/ForEach")
    #expect(issue?.message.contains("the ID 1 occurs multiple times within the collection") == true)
    #expect(host.element("b") != nil)
  }

  final class HostBox {
    var host: ViewHost<Reentrant>?
  }

  struct Reentrant: View {
    let box: HostBox
    var tick = 0
    var body: some View {
      box.host?.flush()
      return Text("x")
    }
  }

  @Test func drivingTheHostFromInsideABodyIsRefused() {
    let box = HostBox()
    let host = ViewHost(Reentrant(box: box))
    box.host = host
    host.root = Reentrant(box: box, tick: 1)
    #expect(host.issues.contains { $0.kind == .reentrantUpdate })
  }
}
