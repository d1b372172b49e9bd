import SwiftUI

struct SignUpDone: View {
    @Binding var isShowing: Bool

    var body: some View {
        VStack {
            Text("Welcome aboard")
            Button("Back to start") {
                isShowing = false
            }
        }
    }
}

struct SignUpView: View {
    @State private var name = ""
    @State private var isShowingDone = false

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                Button("Sign up") {
                    isShowingDone = true
                }
                .disabled(name.isEmpty)
                NavigationLink(
                    destination: SignUpDone(isShowing: $isShowingDone),
                    isActive: $isShowingDone
                ) {
                    EmptyView()
                }
            }
            .navigationBarTitle("Sign up")
        }
    }
}

struct SignUpView_Previews: PreviewProvider {
    static var previews: some View {
        SignUpView()
    }
}
