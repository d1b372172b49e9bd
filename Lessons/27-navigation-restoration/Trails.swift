import Foundation
import StateRuntime

/// A trail the guide describes.
struct Trail: Identifiable, Hashable, Sendable {
  let id: String
  let name: String

  static let all = [
    Trail(id: "ridge", name: "Ridge loop"),
    Trail(id: "lake", name: "Lake path"),
    Trail(id: "falls", name: "Falls climb"),
  ]

  static func named(_ id: String) -> Trail? { all.first { $0.id == id } }
}

/// A screen on the guide's stack, as version 1 of the app saves it: what the path holds.
enum TrailRoute: Hashable, Codable {
  case trail(String)
  case map(String)
}

/// The same screens as version 2 names them, after the update renamed the map screen: data
/// version 1 saved does not decode as this type.
enum TrailRouteV2: Hashable, Codable {
  case trail(String)
  case trailMap(String)
}
