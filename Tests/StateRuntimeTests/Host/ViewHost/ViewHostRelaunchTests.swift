import Foundation
import StateRuntime
import Testing

/// `ViewHost.relaunch(_:restoringSceneWith:)`: a restoring relaunch whose
/// scene storage holds what another build left under some keys.
@MainActor
struct ViewHostRelaunchTests {
  struct Reader: View {
    @SceneStorage("reader.chapter") private var chapter = "one"
    @SceneStorage("reader.page") private var page = 1
    var body: some View {
      VStack {
        TextField("Chapter", text: $chapter)
        Text("Page \(page)")
        Button("Next page") { page += 1 }
      }
    }
  }

  @Test func theNamedKeysAreReplacedAndTheOthersRestored() throws {
    let host = ViewHost(Reader())
    try host.type("two", into: "Chapter")
    try host.tap("Next page")
    host.relaunch(Reader(), restoringSceneWith: ["reader.chapter": "seven"])
    #expect(host.element("Chapter")?.value == "seven")
    #expect(host.element("Page")?.label == "Page 2")
    #expect(host.events.contains(.appRelaunched(restoringScene: true)))
  }

  @Test func theReplacementHoldsForOneRelaunchOnly() throws {
    let host = ViewHost(Reader())
    host.relaunch(Reader(), restoringSceneWith: ["reader.chapter": "seven"])
    try host.type("eight", into: "Chapter")
    host.relaunch(Reader(), restoringScene: true)
    #expect(host.element("Chapter")?.value == "eight")
    host.relaunch(Reader(), restoringScene: false)
    #expect(host.element("Chapter")?.value == "one")
  }
}
