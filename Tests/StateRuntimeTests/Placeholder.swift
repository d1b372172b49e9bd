import Testing
@Test func placeholderStateRuntimeTests() { #expect(Bool(true)) }
