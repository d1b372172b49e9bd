import Testing

@testable import ExerciseKit

/// The one note a played file gets for SwiftUI API the runtime accepts and does not carry out
/// (issue 35, item 1: inert API says what the runtime does not do).
struct InertAPINoteTests {
  @Test func theNoteNamesEachInertAPIInTheFileOnce() throws {
    let note = try #require(
      InertAPINote.note(
        for: """
          struct Form: View {
              @State var age = 0
              var body: some View {
                  VStack {
                      TextField("Age", value: $age, format: .number).keyboardType(.numberPad)
                      TextField("Again", value: $age, format: .number).keyboardType(.numberPad)
                      AsyncImage(url: nil)
                  }
              }
          }
          """))
    #expect(note.contains("`.keyboardType`: the keyboard"))
    #expect(note.contains("`AsyncImage`: loading"))
    #expect(note.components(separatedBy: "keyboardType").count == 2, "named once")
  }

  @Test func commentsAndStringsAndModelledAPIGetNoNote() {
    #expect(
      InertAPINote.note(
        for: """
          // .keyboardType(.numberPad) is not needed here
          struct Plain: View {
              var body: some View { Text("AsyncImage(url:)") }
          }
          """) == nil)
  }
}
