import Foundation
import StateRuntime
import Testing

/// `DatePicker` typed into in UTC, `Text(_:style:)`, `Text(_:format:)` and `Toggle(isOn:label:)`.
@MainActor
struct DatePickerTests {
  struct Reminder: View {
    @State var due = Date(timeIntervalSince1970: 0)
    @State var alarm = false
    var body: some View {
      DatePicker(
        "Due", selection: $due,
        in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 400),
        displayedComponents: .date)
      Text(due, style: .date)
      Text(1234.5, format: .number)
      Toggle(isOn: $alarm) { Text("Alarm") }
      DueLabel(due: due)
    }
  }

  struct DueLabel: View {
    let due: Date
    var body: some View { Text("label") }
  }

  @Test func typingADateWritesTheBindingAndItsReadersReRun() throws {
    let host = ViewHost(Reminder())
    #expect(host.element("Due")?.value == "1970-01-01")
    #expect(host.element("January 1, 1970") != nil)
    host.resetCounts()
    try host.type("1970-03-05", into: "Due")
    #expect(host.element("Due")?.value == "1970-03-05")
    #expect(host.element("March 5, 1970") != nil)
    #expect(host.bodyCount(of: "DueLabel") == 1)
    // Outside the range, the date is clamped to it.
    try host.type("1999-01-01", into: "Due")
    #expect(host.element("Due")?.value == "1971-02-05")
    try host.toggle("Alarm")
    #expect(host.element("Alarm")?.value == "on")
  }

  @Test func aDateThatDoesNotParseIsRefused() {
    let host = ViewHost(Reminder())
    #expect(throws: ViewHostError.self) { try host.type("next week", into: "Due") }
  }
}
