import Testing
@Test func placeholderLessonKitTests() { #expect(Bool(true)) }
