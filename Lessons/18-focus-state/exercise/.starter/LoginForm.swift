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
  /// Whether the password field should be focused.
  var wantsPassword = false

  func signIn() {
    guard !password.isEmpty else {
      wantsPassword = true
      return
    }
    signedIn = true
  }
}

/// The sign-in form: Sign in without a password puts the cursor in Password.
struct LoginForm: View {
  @Bindable var model: LoginModel
  @FocusState private var focus: LoginField?

  var body: some View {
    VStack {
      Text("Focus: \(model.wantsPassword ? "password" : "none")")
      TextField("Username", text: $model.username).focused($focus, equals: .username)
      TextField("Password", text: $model.password).focused($focus, equals: .password)
      Button("Sign in") { model.signIn() }
    }
    .onChange(of: model.wantsPassword) { _, wants in
      focus = wants ? .password : nil
    }
  }
}
