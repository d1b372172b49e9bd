import StateRuntime
import Testing

/// Subjects and the simple publishers, as Combine documents them.
@MainActor
struct SubjectTests {
  enum Failure: Error, Equatable { case broken }

  @Test func aPassthroughSubjectSendsOnlyWhatComesAfterASubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(2)
    subject.send(3)
    #expect(received == [2, 3])
    _ = cancellable
  }

  @Test func aCompletionEndsEverySubscriptionAndReachesLaterSubscribersAtOnce() {
    let subject = PassthroughSubject<Int, Failure>()
    var events: [String] = []
    let first = subject.sink(
      receiveCompletion: { events.append("first \($0 == .failure(.broken) ? "failed" : "finished")") },
      receiveValue: { events.append("first \($0)") })
    subject.send(1)
    subject.send(completion: .failure(.broken))
    subject.send(2)
    let second = subject.sink(
      receiveCompletion: { _ in events.append("second completed") },
      receiveValue: { events.append("second \($0)") })
    #expect(events == ["first 1", "first failed", "second completed"])
    _ = (first, second)
  }

  @Test func aCurrentValueSubjectGivesItsValueToNewSubscribersAndStoresBeforeSending() {
    let subject = CurrentValueSubject<String, Never>("a")
    var received: [String] = []
    var seenInSink: [String] = []
    let cancellable = subject.sink {
      received.append($0)
      seenInSink.append(subject.value)
    }
    subject.value = "b"
    subject.send("c")
    #expect(received == ["a", "b", "c"])
    #expect(seenInSink == ["a", "b", "c"], "the subject holds the value before it sends it")
    _ = cancellable
  }

  @Test func justSendsOneValueThenFinishes() {
    var events: [String] = []
    let cancellable = Just(7).sink(
      receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
    #expect(events == ["7", "finished"])
    _ = cancellable
  }

  @Test func operatorsTransformEachSubscribersValues() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = subject.dropFirst().filter { $0 != 3 }.removeDuplicates().compactMap {
      $0 > 0 ? $0 : nil
    }
    .map { "#\($0)" }.eraseToAnyPublisher().sink { received.append($0) }
    for value in [9, 1, 1, 3, -2, 2, 2, 1] { subject.send(value) }
    #expect(received == ["#1", "#2", "#1"])
    _ = cancellable
  }

  /// A subscriber that asks for two values gets two: demand is honoured.
  @Test func aSubscriberGetsNoMoreThanItsDemand() {
    final class Two: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var received: [Int] = []
      func receive(subscription: any Subscription) { subscription.request(.max(2)) }
      func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let subject = PassthroughSubject<Int, Never>()
    let two = Two()
    subject.subscribe(two)
    for value in 1...4 { subject.send(value) }
    #expect(two.received == [1, 2])
  }
}
