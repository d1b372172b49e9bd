import Testing
@Test func placeholderWorkbenchSupportTests() { #expect(Bool(true)) }
