/// What a host keeps for its scene beyond the views' identities: values of
/// `@SceneStorage`, the stored values views read (to compare with their
/// stores), and which field has focus.
///
/// It outlives ``ViewHost/relaunch(_:)``, which discards every identity.
@MainActor
final class HostSession {
  /// `@SceneStorage` values by key.
  var sceneValues: [String: Any] = [:]
  /// The field that has focus (its `.focused` modifier, or the field itself), by node id.
  var focusedNodeID: Int?
  /// Scene storage the next restoring relaunch finds in place of what the
  /// scene kept (``ViewHost/relaunch(_:restoringSceneWith:)``).
  var sceneValuesAtNextRestore: [String: Any] = [:]
  private var locations: [WeakLocation] = []

  struct WeakLocation {
    weak var location: (any StoredValueLocation)?
  }

  func add(_ location: any StoredValueLocation) {
    locations.append(WeakLocation(location: location))
  }

  /// Compares every stored value a view read with its store, and
  /// invalidates the readers of those that changed.
  func compareWithStores() {
    guard !locations.isEmpty else { return }
    locations.removeAll { $0.location == nil }
    for entry in locations {
      entry.location?.compareWithStore()
    }
  }

  /// Forgets what a relaunch loses: focus always; scene storage only when the
  /// scene was destroyed rather than restored.
  func didRelaunch(restoringScene: Bool) {
    focusedNodeID = nil
    if !restoringScene { sceneValues = [:] }
    if restoringScene { sceneValues.merge(sceneValuesAtNextRestore) { _, replacement in replacement } }
    sceneValuesAtNextRestore = [:]
  }
}

/// One stored value (`@AppStorage`, `@SceneStorage`) of one view identity.
@MainActor
protocol StoredValueLocation: AnyObject {
  /// Reads the store; when it no longer holds what the view last saw, the
  /// change is recorded and the view's readers are invalidated.
  func compareWithStore()
}
