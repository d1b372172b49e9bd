import StateRuntime

/// The profile being edited. `@Observable`: each stored property is tracked on
/// its own, and a write reaches only the views whose bodies read it.
@Observable
final class ProfileStore {
  var name = "Ada"
  var bio = "Writes notes on engines."
  var followers = 1_842
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

/// Children hold the whole model as a plain `let`: under Observation a view
/// depends on what its body reads, not on what it holds.
struct NamePreview: View {
  let store: ProfileStore
  var body: some View { Text("Preview: \(store.name)") }
}

/// `@Bindable` where a binding into the model is needed.
struct NameField: View {
  @Bindable var store: ProfileStore
  var body: some View { TextField("Name", text: $store.name) }
}

struct BioText: View {
  let store: ProfileStore
  var body: some View { Text("Bio: \(store.bio)") }
}

struct FollowerBadge: View {
  let store: ProfileStore
  var body: some View { Text("Followers: \(store.followers)") }
}
