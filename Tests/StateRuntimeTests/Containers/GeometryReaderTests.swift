import StateRuntime
import Testing

@MainActor
struct GeometryReaderTests {
  struct Gauge: View {
    @State var fraction = 0.5
    var body: some View {
      GeometryReader { proxy in
        VStack {
          Text("Bar: \(Int(proxy.size.width * fraction)) of \(Int(proxy.size.width))")
          Text("Height: \(Int(proxy.frame(in: .global).height))")
          Fill(width: proxy.size.width * fraction)
          Button("Full") { fraction = 1 }
        }
        .offset(x: 0, y: 10)
        .rotationEffect(.degrees(fraction * 90))
        .scaleEffect(fraction)
      }
    }
  }

  struct Fill: View {
    let width: Double
    var body: some View { Color.blue.frame(width: width) }
  }

  @Test func theProxyHasTheDocumentedFixedSize() {
    let host = ViewHost(Gauge())
    #expect(host.element("Bar: 196 of 393") != nil)
    #expect(host.element("Height: 852") != nil)
    #expect(GeometryProxy.modelledSize.width == 393)
  }

  @Test func readsInTheContentCountForTheOwnerAndTheContentReRuns() throws {
    let host = ViewHost(Gauge())
    host.resetCounts()
    try host.tap("Full")
    #expect(host.bodyCount(of: "Gauge") == 1)
    #expect(host.bodyCount(of: "Fill") == 1, "its input changed with the proxy's width")
    #expect(host.element("Bar: 393 of 393") != nil)
    #expect(host.discarded().isEmpty, "effects and the reader keep identity")
  }

  @Test func anglesConvert() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle(radians: .pi / 2).degrees == 90)
    #expect(Angle.degrees(10) < .degrees(20))
  }
}
