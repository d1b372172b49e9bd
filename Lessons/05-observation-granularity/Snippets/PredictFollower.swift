import LessonsPlayDriver
import StateRuntime

/// The profile, as an `@Observable` model: each stored property is tracked
/// on its own, and a write notifies only the views whose bodies read it.
@MainActor @Observable
final class ProfileStore {
  var name = "Ada"
  var handle = "@ada"
  var bio = "Writes notes on engines."
  var followers = 1_842
}

/// The editor only hands the model on: it reads no property, so it depends on none.
struct ProfileEditor: View {
  let store: ProfileStore

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

/// FIX: passing the whole model is fine under Observation; each view depends
/// on what its body reads, not on what it holds.
struct HeaderPreview: View {
  let store: ProfileStore
  var body: some View { Text("Preview: \(store.name)") }
}

struct NameField: View {
  @Bindable var store: ProfileStore
  var body: some View { TextField("Name", text: $store.name) }
}

struct HandleLine: View {
  let store: ProfileStore
  var body: some View { Text("Handle: \(store.handle)") }
}

struct BioText: View {
  let store: ProfileStore
  var body: some View { Text("Bio: \(store.bio)") }
}

struct FollowerBadge: View {
  let store: ProfileStore
  var body: some View { Text("Followers: \(store.followers)") }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let store = ProfileStore()
  return LessonApp(
    ProfileEditor(store: store), xcode: xcode,
    events: [OutsideEvent("follower", "the server reports a new follower") { store.followers += 1 }])
})
