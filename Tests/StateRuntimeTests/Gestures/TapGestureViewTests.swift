import StateRuntime
import Testing

@MainActor
struct TapGestureViewTests {
  struct LikeRow: View {
    @State var likes = 0
    var body: some View {
      VStack {
        Text("Likes: \(likes)")
        Image(systemName: likes > 0 ? "heart.fill" : "heart")
          .onTapGesture(count: 2) { likes += 1 }
        Text("Reset").onTapGesture { likes = 0 }
        HeartCount(likes: likes)
      }
    }
  }

  struct HeartCount: View {
    let likes: Int
    var body: some View { Text(likes == 0 ? "none" : "some") }
  }

  @Test func aTapTargetIsTappedByItsContentAndRunsItsAction() throws {
    let host = ViewHost(LikeRow())
    try host.tap("heart")  // an image-only target is labelled by its symbol's name
    #expect(host.element("Likes: 1") != nil)
    #expect(host.element("heart.fill")?.kind == .tapTarget)
    try host.tap("Reset")
    #expect(host.element("Likes: 0") != nil)
  }

  @Test func theContentKeepsItsIdentityAndOnlyReadersReRun() throws {
    let host = ViewHost(LikeRow())
    host.resetCounts()
    try host.tap("Reset")  // likes stays 0: an equal write invalidates nothing
    #expect(host.bodyCount(of: "LikeRow") == 0)
    try host.tap("heart")
    #expect(host.bodyCount(of: "LikeRow") == 1)
    #expect(host.bodyCount(of: "HeartCount") == 1)
    #expect(host.created().count == 1, "the tap target created no state of its own")
  }

  @Test func theRenderedTreeShowsTheTargetAndItsContent() {
    let host = ViewHost(LikeRow())
    #expect(
      host.render().contains(
        """
            Tap target "heart" (count: 2)
              Image ("heart")
        """))
  }

  @Test func aDisabledTargetIgnoresTheTap() {
    struct Locked: View {
      @State var taps = 0
      var body: some View { Text("Tap \(taps)").onTapGesture { taps += 1 }.disabled(true) }
    }
    let host = ViewHost(Locked())
    #expect(throws: ViewHostError.self) { try host.tap("Tap 0") }
    #expect(host.element("Tap 0")?.isDisabled == true)
  }
}
