// The checks for the exercise 'focus-state'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: LoginForm, LoginModel.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("signing in without a password focuses Password") {
      let host = ViewHost(LoginForm(model: LoginModel()))
      try host.tap("Sign in")
      try expect(host.element("Password")?.isFocused == true, "Password should have focus:\n" + host.render(), log: host.events)
    },
    Check("the form shows the field the user focused") {
      let host = ViewHost(LoginForm(model: LoginModel()))
      try host.tap("Sign in")
      try host.focus("Username")
      try expectEqual(host.element("Focus:")?.label, "Focus: username", "the focus line after tapping into Username", log: host.events)
    },
    Check("asking twice focuses Password twice") {
      let host = ViewHost(LoginForm(model: LoginModel()))
      try host.tap("Sign in")
      try host.focus("Username")
      try host.tap("Sign in")
      try expect(
        host.element("Password")?.isFocused == true, "Password should have focus again:\n" + host.render(), log: host.events)
    },
    Check("a password signs in") {
      let model = LoginModel()
      let host = ViewHost(LoginForm(model: model))
      try host.type("hunter2", into: "Password")
      try host.tap("Sign in")
      try expect(model.signedIn, "the model should be signed in", log: host.events)
    },
  ]
}
