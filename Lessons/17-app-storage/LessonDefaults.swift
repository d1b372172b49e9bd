import Foundation
import StateRuntime

/// A `UserDefaults` suite of one lesson app's own, removed when the app goes
/// away: runs never see each other's values, and each starts empty.
@MainActor
final class LessonDefaults {
  let name: String
  let store: UserDefaults

  init(_ lesson: String) {
    name = "lessons.\(lesson).\(UUID().uuidString)"
    store = UserDefaults(suiteName: name)!
  }

  isolated deinit {
    store.removePersistentDomain(forName: name)
  }

  /// What the store holds under `key`, in words.
  func reading(_ key: String) -> String {
    store.object(forKey: key).map { "\($0)" } ?? "nothing"
  }
}
