import SwiftUI

struct AgeForm: View {
    @State private var age = 30
    @State private var height = 1.75

    var body: some View {
        Form {
            TextField("Age", value: $age, format: .number)
                .keyboardType(.numberPad)
            TextField("Height", value: $height, format: .number)
                .keyboardType(.decimalPad)
                .textFieldStyle(.roundedBorder)
            Text("Next birthday: \(age + 1)")
            Text("Height in cm: \(Int(height * 100))")
        }
    }
}

#Preview {
    AgeForm()
}
