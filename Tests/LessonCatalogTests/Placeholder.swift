import Testing
@Test func placeholderLessonCatalogTests() { #expect(Bool(true)) }
