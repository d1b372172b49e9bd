import Testing

@testable import LessonKit

/// What a predict question shows of its snippet.
struct PredictDisplayTests {
  @Test func importsCommentsAndTheNamespaceAreLeftOut() {
    let source = """
      import StateRuntime

      extension Lesson.Broken {
        /// BUG: this comment would give the answer away.
        struct Row: View {
          // and so would this one
          let title: String
          var body: some View { Text(title) }  // a trailing comment stays
        }
      }
      """
    #expect(
      PredictQuestion.displayText(of: source) == """
        struct Row: View {
          let title: String
          var body: some View { Text(title) }  // a trailing comment stays
        }
        """)
  }
}
