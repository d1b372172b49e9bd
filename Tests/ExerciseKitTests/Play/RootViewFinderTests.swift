import Testing

@testable import ExerciseKit

struct RootViewFinderTests {
  @Test(arguments: [
    // The parent is the one no other view uses.
    (
      "struct Row: View { var body: some View { Text(\"r\") } }\nstruct List2: View { var body: some View { Row() } }",
      ["List2"]
    ),
    // A name in a comment or a string is not a use.
    (
      "struct A: View { var body: some View { Text(\"B()\") } } // B()\nstruct B: View { var body: some View { Text(\"b\") } }",
      ["A", "B"]
    ),
    // An extension that adds a member is not a use; generic views cannot be mounted.
    (
      "struct Screen: View { var body: some View { Text(\"s\") } }\nextension Screen { func f() {} }\nstruct Box<C: View>: View { let c: C; var body: some View { c } }",
      ["Screen"]
    ),
    // Conformance in an extension, qualified `SwiftUI.View`, other protocols first.
    (
      "struct S {}\nextension S: SwiftUI.View { var body: some View { Text(\"s\") } }\nstruct T: Equatable, View { var body: some View { S() } }",
      ["T"]
    ),
    ("struct NotAView { }", []),
    // A view's use of itself (a link to a subfolder's view) is not a use by another view.
    (
      "struct Tree: View { var body: some View { NavigationLink(destination: Tree()) { Leaf() } } }\nstruct Leaf: View { var body: some View { Text(\"l\") } }",
      ["Tree"]
    ),
    // Two views that link to each other: the one holding the navigation stack.
    (
      "struct A: View { var body: some View { NavigationLink(destination: B()) { Text(\"b\") } } }\nstruct B: View { var body: some View { NavigationStack { NavigationLink(destination: A()) { Text(\"a\") } } } }",
      ["B"]
    ),
  ])
  func candidates(source: String, expected: [String]) {
    #expect(RootViewFinder.candidates(in: source).map(\.name) == expected)
  }

  /// The lexer is the one ``SwiftCodeBlanker``: a multi-line string literal (with quotes,
  /// braces and view names inside, and a raw one) ends where Swift ends it, so the root view
  /// declared after it is still found and the names inside are not uses.
  @Test func aRootViewAfterAMultiLineStringLiteralIsFound() {
    let source = ##"""
      import SwiftUI

      let help = """
        Tap "Save" { then } struct Fake: View {
        Row() and \(x) "
        """
      let raw = #"""
        """ is not the end here: Row()
        """#

      struct Row: View { var body: some View { Text("r") } }

      struct Screen: View {
        var body: some View { Row() }
      }
      """##
    #expect(RootViewFinder.viewTypes(in: source).map(\.name) == ["Row", "Screen"])
    #expect(RootViewFinder.candidates(in: source).map(\.name) == ["Screen"])
    #expect(RootViewFinder.viewTypes(in: source).last?.line == 13)
  }

  @Test func appTypesAreFoundMainFirst() {
    let source =
      "struct Other: App { var body: some Scene { WindowGroup { Text(\"o\") } } }\n@main\nstruct Main: SwiftUI.App {\n  var body: some Scene { WindowGroup { Text(\"m\") } }\n}"
    #expect(RootViewFinder.appTypes(in: source).map(\.name) == ["Main", "Other"])
    #expect(RootViewFinder.appTypes(in: source).first?.line == 3)
  }

  @Test func blankingKeepsLinesAndCode() {
    let blanked = RootViewFinder.blankingCommentsAndStrings("a /* x\n y */ b \"c // d\" // e\nf")
    #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    #expect(!blanked.contains("x") && !blanked.contains("c") && !blanked.contains("e"))
    #expect(blanked.contains("a") && blanked.contains("b") && blanked.contains("f"))
  }
}
