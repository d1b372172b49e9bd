// choice-why: the store's `state` is one stored property: writing any part of it (the
// token) writes `state`, and the form read `state`, so the form runs.
import SwiftUI

struct AppState: Equatable {
  var userName = "Maya"
  var accessToken = "token-1"
  var draftTitle = ""
  var savedExpenses: [String] = []
}

@MainActor @Observable
final class AppStore {
  var state = AppState()

  func refreshToken() { state.accessToken = "token-2" }
}

struct Session: View {
  @State private var store = AppStore()

  var body: some View {
    VStack {
      ExpenseApp(store: store)
      Button("Refresh token") { store.refreshToken() }
    }
  }
}

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
  var body: some View { Text("Signed in as \(store.state.userName)") }
}

/// Shows nothing of the token, but reads `store.state`.
struct ExpenseForm: View {
  @Bindable var store: AppStore

  var body: some View {
    VStack {
      TextField("Title", text: $store.state.draftTitle)
      Text("Saved: \(store.state.savedExpenses.count)")
    }
  }
}

#Preview { Session() }
