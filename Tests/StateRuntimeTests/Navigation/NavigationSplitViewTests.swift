import StateRuntime
import Testing

@MainActor
struct NavigationSplitViewTests {
  struct Mail: View {
    @State private var folder: String? = nil
    let folders = ["Postbox", "Sent"]
    var body: some View {
      NavigationSplitView {
        List(folders, id: \.self, selection: $folder) { Text($0) }
      } detail: {
        if let folder {
          Counter(name: folder)
        } else {
          Text("Pick a folder")
        }
      }
    }
  }

  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 } }
  }

  @Test func theSidebarSelectionDrivesTheDetailColumn() throws {
    let host = ViewHost(Mail())
    #expect(host.element("Pick a folder") != nil)
    try host.select("Postbox")
    try host.tap("Postbox 0")
    #expect(host.element("Postbox 1") != nil)
    #expect(host.render().contains("NavigationSplitView"))
  }

  @Test func threeColumnsAreAllOnScreen() {
    struct Three: View {
      var body: some View {
        NavigationSplitView {
          Text("Sidebar")
        } content: {
          Text("Content")
        } detail: {
          Text("Detail")
        }
      }
    }
    let host = ViewHost(Three())
    #expect(host.element("Sidebar") != nil)
    #expect(host.element("Content") != nil)
    #expect(host.element("Detail") != nil)
  }
}
