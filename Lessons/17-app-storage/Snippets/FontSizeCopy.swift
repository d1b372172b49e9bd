import Foundation
import LessonsPlayDriver
import StateRuntime

/// A reply composer with a font-size setting and a preview.
struct ComposerApp: View {
  var body: some View {
    VStack {
      ReplyComposer()
      FontSettings()
      MessagePreview()
    }
  }
}

/// BUG: a draft that should last as long as this screen is kept in
/// @AppStorage, so it is still there on the next launch.
struct ReplyComposer: View {
  @AppStorage("replyDraft") private var draft = ""

  var body: some View {
    TextField("Reply", text: $draft)
  }
}

/// BUG: the stored size is copied into @State for editing and written
/// back. The copy is a second owner: when anyone else writes the key,
/// the stepper keeps showing (and will write back) its stale copy.
struct FontSettings: View {
  @AppStorage("fontSize") private var storedSize = 14
  @State private var size = 14

  var body: some View {
    Stepper("Font size: \(size)", value: $size, in: 8...30)
      .onAppear { size = storedSize }
      .onChange(of: size) { storedSize = size }
  }
}

struct MessagePreview: View {
  @AppStorage("fontSize") private var fontSize = 14

  var body: some View {
    Text("Preview at \(fontSize) pt")
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let store = UserDefaults(suiteName: "lessons.app-storage-quiz.\(UUID().uuidString)")!
  return LessonApp(
    ComposerApp().defaultAppStorage(store), xcode: xcode,
    events: [
      OutsideEvent("settings-app", "the Settings app writes 18 under \"fontSize\"") {
        store.set(18, forKey: "fontSize")
      }
    ])
})
