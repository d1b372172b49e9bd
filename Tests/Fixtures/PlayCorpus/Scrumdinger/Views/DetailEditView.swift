import SwiftUI

struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Text(attendee)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button("Add") {
                        withAnimation {
                            scrum.attendees.append(newAttendeeName)
                            newAttendeeName = ""
                        }
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}
