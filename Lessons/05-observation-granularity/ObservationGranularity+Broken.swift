import StateRuntime

extension ObservationGranularity.Broken {
  /// The profile, as an `ObservableObject`: every `@Published` write sends
  /// one `objectWillChange`, which says "something changed", never what.
  @MainActor
  final class ProfileStore: ObservableObject {
    @Published var name = "Ada"
    @Published var handle = "@ada"
    @Published var bio = "Writes notes on engines."
    @Published var followers = 1_842
  }

  /// The profile editor. It observes the store too, so it re-evaluates on any change.
  struct ProfileEditor: View {
    @ObservedObject var store: ProfileStore

    var body: some View {
      VStack {
        HeaderPreview(store: store)
        NameField(store: store)
        HandleLine(store: store)
        BioText(store: store)
        FollowerBadge(store: store)
      }
    }
  }

  /// BUG (by design of the old model): each child observes the whole object,
  /// so a keystroke in the name re-evaluates all of them, whatever they read.
  struct HeaderPreview: View {
    @ObservedObject var store: ProfileStore
    var body: some View { Text("Preview: \(store.name)") }
  }

  struct NameField: View {
    @ObservedObject var store: ProfileStore
    var body: some View { TextField("Name", text: $store.name) }
  }

  struct HandleLine: View {
    @ObservedObject var store: ProfileStore
    var body: some View { Text("Handle: \(store.handle)") }
  }

  struct BioText: View {
    @ObservedObject var store: ProfileStore
    var body: some View { Text("Bio: \(store.bio)") }
  }

  struct FollowerBadge: View {
    @ObservedObject var store: ProfileStore
    var body: some View { Text("Followers: \(store.followers)") }
  }
}
