import StateRuntime

enum LoginField: Hashable {
  case username, password
}

/// What the sign-in form needs to know, and the rule that a password is required.
@MainActor @Observable
final class LoginModel {
  var username = ""
  var password = ""
  var signedIn = false
  /// A request for focus: a new number each time, consumed by the view.
  var passwordRequest: Int?
  private var requests = 0

  func signIn() {
    guard !password.isEmpty else {
      requests += 1
      passwordRequest = requests
      return
    }
    signedIn = true
  }
}

/// The sign-in form. Focus is the view's @FocusState; the model only asks.
struct LoginForm: View {
  @Bindable var model: LoginModel
  @FocusState private var focus: LoginField?

  var body: some View {
    VStack {
      Text("Focus: \(focus.map { "\($0)" } ?? "none")")
      TextField("Username", text: $model.username).focused($focus, equals: .username)
      TextField("Password", text: $model.password).focused($focus, equals: .password)
      Button("Sign in") { model.signIn() }
    }
    .onChange(of: model.passwordRequest) { _, request in
      guard request != nil else { return }
      focus = .password
      model.passwordRequest = nil
    }
  }
}
