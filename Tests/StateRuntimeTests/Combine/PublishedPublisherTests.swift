import StateRuntime
import Testing

/// `@Published`'s publisher and `objectWillChange`, as Apple documents them
/// (developer.apple.com/documentation/combine/published).
@MainActor
struct PublishedPublisherTests {
  final class Weather: ObservableObject {
    @Published var temperature: Double
    init(temperature: Double) { self.temperature = temperature }
  }

  /// Apple's example: the sink gets the current value, then each new one.
  @Test func theProjectedPublisherSendsTheCurrentValueThenEachWrite() {
    let weather = Weather(temperature: 20)
    var received: [Double] = []
    let cancellable = weather.$temperature.sink { received.append($0) }
    weather.temperature = 25
    #expect(received == [20, 25])
    cancellable.cancel()
    weather.temperature = 30
    #expect(received == [20, 25])
  }

  /// "Publishing occurs in the property's willSet block": the property still holds the old value.
  @Test func subscribersReceiveTheNewValueBeforeThePropertyHoldsIt() {
    let weather = Weather(temperature: 20)
    var seenOnTheProperty: [Double] = []
    let cancellable = weather.$temperature.dropFirst().sink { _ in
      seenOnTheProperty.append(weather.temperature)
    }
    weather.temperature = 25
    #expect(seenOnTheProperty == [20])
    #expect(weather.temperature == 25)
    _ = cancellable
  }

  @Test func objectWillChangeIsSentBeforeEveryWriteEvenOfAnEqualValue() {
    let weather = Weather(temperature: 20)
    var announcements: [Double] = []
    let cancellable = weather.objectWillChange.sink { announcements.append(weather.temperature) }
    weather.temperature = 25
    weather.temperature = 25
    #expect(announcements == [20, 25])
    _ = cancellable
  }

  @Test func releasingTheCancellableEndsTheSubscription() {
    let weather = Weather(temperature: 20)
    var count = 0
    var cancellable: AnyCancellable? = weather.$temperature.sink { _ in count += 1 }
    weather.temperature = 21
    cancellable = nil
    weather.temperature = 22
    #expect(count == 2)
    #expect(cancellable == nil)
  }

  final class Form: ObservableObject {
    @Published var name = ""
    @Published var greeting = ""
    init() {
      $name.map { $0.isEmpty ? "" : "Hello, \($0)" }.assign(to: &$greeting)
    }
  }

  @Test func assignToAPublishedPropertyWritesItAndAnnouncesTheChange() {
    let form = Form()
    var announcements = 0
    let cancellable = form.objectWillChange.sink { announcements += 1 }
    form.name = "Ada"
    #expect(form.greeting == "Hello, Ada")
    #expect(announcements == 2, "one for name, one for greeting")
    _ = cancellable
  }

  final class Counter {
    var value = 0
  }

  @Test func assignOnWritesAnObjectsProperty() {
    let weather = Weather(temperature: 20)
    let counter = Counter()
    var cancellables = Set<AnyCancellable>()
    weather.$temperature.map { Int($0) }.assign(to: \.value, on: counter).store(in: &cancellables)
    weather.temperature = 31
    #expect(counter.value == 31)
    #expect(cancellables.count == 1)
  }
}
