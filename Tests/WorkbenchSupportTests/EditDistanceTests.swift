import Testing
@testable import WorkbenchSupport

struct EditDistanceTests {
  @Test(arguments: [
    ("list", "list", 0),
    ("lsit", "list", 1),
    ("lst", "list", 1),
    ("lisst", "list", 1),
    ("LIST", "list", 0),
    ("", "run", 3),
    ("run", "", 3),
    ("kitten", "sitting", 3),
    ("draft-ttle", "draft-title", 1),
    ("café", "cafe", 1),
  ])
  func distance(source: String, target: String, expected: Int) {
    #expect(EditDistance.between(source, target) == expected)
  }

  @Test func isSymmetric() {
    for (a, b) in [("show", "shwo"), ("binding", "bnidign"), ("x", "yz")] {
      #expect(EditDistance.between(a, b) == EditDistance.between(b, a))
    }
  }
}
