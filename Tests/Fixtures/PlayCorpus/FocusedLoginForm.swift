import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var status = "Signed out"
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
                .onSubmit {
                    focusedField = .password
                }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit(signIn)
            Button("Sign In", action: signIn)
                .disabled(username.isEmpty)
            Text(status)
        }
        .onAppear {
            focusedField = .username
        }
    }

    func signIn() {
        if password.isEmpty {
            focusedField = .password
        } else {
            status = "Signed in as \(username)"
            focusedField = nil
        }
    }
}

#Preview {
    LoginForm()
}
