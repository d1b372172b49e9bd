import LessonsPlayDriver
import StateRuntime

/// Everything the app knows, in one value: auth, navigation, the expense
/// draft, which field has focus, the validation message, saved expenses.
struct AppState: Equatable {
  var userName = "Maya"
  var accessToken = "token-1"
  var path: [String] = ["expenses", "new"]
  var draftTitle = ""
  var focusedField: String? = "Title"
  var validationMessage: String?
  var savedExpenses: [String] = []
}

/// BUG: one global store with one stored property. Observation tracks
/// `state` as a whole, so every write to any part of it (a token refresh
/// included) notifies every view that read any part of it.
@MainActor @Observable
final class AppStore {
  var state = AppState()

  /// The session layer swaps the access token; nothing on screen shows it.
  func refreshToken() {
    state.accessToken = "token-2"
  }

  func save() {
    guard !state.draftTitle.isEmpty else {
      state.validationMessage = "Enter a title"
      return
    }
    state.savedExpenses.append(state.draftTitle)
    state.draftTitle = ""
    state.validationMessage = nil
  }
}

/// The app: the signed-in user above the new-expense form.
struct ExpenseApp: View {
  let store: AppStore

  var body: some View {
    VStack {
      AccountBar(store: store)
      ExpenseForm(store: store)
    }
  }
}

struct AccountBar: View {
  let store: AppStore

  var body: some View {
    Text("Signed in as \(store.state.userName)")
  }
}

/// The form keeps its draft, focus and validation in the global store, so
/// it reads `store.state`, and runs for writes it has nothing to do with.
struct ExpenseForm: View {
  @Bindable var store: AppStore

  var body: some View {
    VStack {
      TextField("Title", text: $store.state.draftTitle)
      if let message = store.state.validationMessage {
        Text("Problem: \(message)")
      }
      Button("Save") { store.save() }
      Text("Saved: \(store.state.savedExpenses.count)")
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let store = AppStore()
  return LessonApp(
    ExpenseApp(store: store), xcode: xcode,
    events: [
      OutsideEvent("token-refresh", "the session layer swaps the access token") { store.refreshToken() }
    ])
})
