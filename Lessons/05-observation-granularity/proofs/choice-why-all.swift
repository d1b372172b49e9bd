// choice-why-all: objectWillChange announces that the object will change, not which
// property: every view that observes the store runs, whatever it reads.
import SwiftUI

@MainActor
final class ProfileStore: ObservableObject {
  @Published var name = "Ada"
  @Published var handle = "@ada"
  @Published var bio = "Writes notes on engines."
  @Published var followers = 1_842
}

struct Server: View {
  // @State holds the store without observing it: only the editor and its rows observe.
  @State private var store = ProfileStore()

  var body: some View {
    VStack {
      ProfileEditor(store: store)
      Button("New follower") { store.followers += 1 }
    }
  }
}

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

#Preview { Server() }
