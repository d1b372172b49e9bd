import StateRuntime
import Testing

/// `.toolbar` with `ToolbarItem`, `ToolbarItemGroup` and plain buttons: the
/// items are on screen and tappable; placements change nothing.
@MainActor
struct ToolbarTests {
  struct Tasks: View {
    @State private var count = 0
    var body: some View {
      Text("\(count) tasks")
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) {
            Button("Add") { count += 1 }
          }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Clear") { count = 0 }
          }
        }
        .toolbar {
          Button("Double") { count *= 2 }
        }
    }
  }

  @Test func toolbarButtonsAreOnScreenAndTappable() throws {
    let host = ViewHost(Tasks())
    #expect(host.buttons() == ["Add", "Clear", "Double"])
    try host.tap("Add")
    try host.tap("Add")
    try host.tap("Double")
    #expect(host.render().contains("4 tasks"))
    try host.tap("Clear")
    #expect(host.render().contains("0 tasks"))
  }
}

extension ViewHost {
  /// The labels of the buttons on screen, in screen order.
  func buttons() -> [String] {
    elements().filter { $0.kind == .button }.map(\.label)
  }
}
