import Testing
@Test func placeholderLessonsShellTests() { #expect(Bool(true)) }
