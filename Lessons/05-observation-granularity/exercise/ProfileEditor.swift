import StateRuntime

/// The profile being edited. An `ObservableObject`: every `@Published` write
/// announces "this object will change" to every view observing it.
final class ProfileStore: ObservableObject {
  @Published var name = "Ada"
  @Published var bio = "Writes notes on engines."
  @Published var followers = 1_842
}

/// The editor: a preview of the name, the name field, the bio and the follower count.
struct ProfileEditor: View {
  let store: ProfileStore

  var body: some View {
    VStack {
      NamePreview(store: store)
      NameField(store: store)
      BioText(store: store)
      FollowerBadge(store: store)
    }
  }
}

struct NamePreview: View {
  @ObservedObject var store: ProfileStore
  var body: some View { Text("Preview: \(store.name)") }
}

struct NameField: View {
  @ObservedObject var store: ProfileStore
  var body: some View { TextField("Name", text: $store.name) }
}

struct BioText: View {
  @ObservedObject var store: ProfileStore
  var body: some View { Text("Bio: \(store.bio)") }
}

struct FollowerBadge: View {
  @ObservedObject var store: ProfileStore
  var body: some View { Text("Followers: \(store.followers)") }
}
