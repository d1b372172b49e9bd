import SwiftUI

struct AgreementView: View {
    @State private var userAgreed = false
    private let agreementText = "By continuing you accept the terms."

    var body: some View {
        VStack {
            GroupBox(label:
                Label("End-User Agreement", systemImage: "building.columns")
            ) {
                ScrollView(.vertical, showsIndicators: true) {
                    Text(agreementText)
                        .font(.footnote)
                }
                .frame(height: 100)
                Toggle(isOn: $userAgreed) {
                    Text("I agree to the above terms")
                }
            }
            Button("Continue") {}
                .disabled(!userAgreed)
        }
        .padding()
    }
}

#Preview {
    AgreementView()
}
