import StateRuntime

/// The camp's log, which the ranger's radio syncs from outside the app.
@MainActor @Observable
final class Camp {
  var log = ["Pitched the tent"]
  var syncs = 0

  func sync(_ entries: [String]) {
    log += entries
    syncs += 1
  }
}

/// The app's tabs.
enum CampPane: Hashable {
  case notes, gear, routes
}

/// A piece of gear; a sheet for it is keyed by its `id`.
struct GearItem: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// The gear the Gear tab lists.
let gearItems = [GearItem(id: 1, name: "Lantern"), GearItem(id: 2, name: "Stove")]

/// A leg of a route, pushed on the Routes tab's stack.
struct RouteLeg: Hashable {
  let name: String
  let next: String?
}

/// The legs the Routes tab starts from.
let routeLegs = [RouteLeg(name: "Ridge", next: "Summit"), RouteLeg(name: "Lake", next: nil)]
