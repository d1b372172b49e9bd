// choice-bindable: `@Bindable var library = library` in the body makes bindings into the object
// the environment gave; the field writes the object every other view reads.
import SwiftUI

@MainActor @Observable
final class Library {
  var memberName = "Ada"
}

struct MemberScreen: View {
  let library: Library

  var body: some View {
    VStack {
      Greeting()
      NameEditor()
    }
    .environment(library)
  }
}

struct Greeting: View {
  @Environment(Library.self) private var library

  var body: some View {
    Text("Welcome, \(library.memberName)")
  }
}

struct NameEditor: View {
  @Environment(Library.self) private var library

  var body: some View {
    @Bindable var library = library
    TextField("Member name", text: $library.memberName)
  }
}

#Preview { MemberScreen(library: Library()) }
