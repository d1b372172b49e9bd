import LessonsPlayDriver
import StateRuntime

struct Item: Equatable {
  var name: String
  var isPacked: Bool
}

@MainActor @Observable
final class Trip {
  var destination = "Lisbon"
  var items = [Item(name: "Passport", isPacked: false), Item(name: "Charger", isPacked: false)]

  /// A sync from the server: it stores what it received, changed or not.
  func applySync(destination received: String, firstItemPacked: Bool) {
    destination = received
    items[0].isPacked = firstItemPacked
  }
}

struct TripScreen: View {
  let trip: Trip

  var body: some View {
    VStack {
      Destination(trip: trip)
      ItemCount(trip: trip)
    }
  }
}

struct Destination: View {
  let trip: Trip
  var body: some View { Text("Trip to \(trip.destination)") }
}

struct ItemCount: View {
  let trip: Trip
  var body: some View { Text("Items: \(trip.items.count)") }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let trip = Trip()
  return LessonApp(
    TripScreen(trip: trip), xcode: xcode,
    events: [
      OutsideEvent("sync", "a sync stores what the server sent, unchanged") {
        trip.applySync(destination: "Lisbon", firstItemPacked: false)
      }
    ])
})
