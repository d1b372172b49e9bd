import SwiftUI

struct ReminderForm: View {
    @State private var title = "Dentist"
    @State private var dueDate = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var hasAlarm = false
    @State private var repeats = 1

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Reminder")) {
                    TextField("Title", text: $title)
                    DatePicker("Due", selection: $dueDate, displayedComponents: .date)
                    Toggle(isOn: $hasAlarm) {
                        Text("Alarm")
                    }
                }
                Section(header: Text("Repeat")) {
                    Stepper("Every \(repeats) week(s)", value: $repeats, in: 1...4)
                }
                Section {
                    Text("\(title) every \(repeats.formatted()) week(s)")
                    Text(dueDate, style: .date)
                    if hasAlarm {
                        Label("Alarm set", systemImage: "alarm")
                    }
                }
            }
            .navigationTitle("New Reminder")
        }
    }
}

#Preview {
    ReminderForm()
}
