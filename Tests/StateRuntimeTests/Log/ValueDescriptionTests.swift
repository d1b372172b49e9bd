import Testing

@testable import StateRuntime

/// Values in the log are brief: an array or a struct longer than a line shows its count and
/// its first element, whole fields only, and a write shows the part that changed (issue 34, item 6).
struct ValueDescriptionTests {
  struct Book: Equatable {
    let id: Int
    var title: String
    var notes: String
    var isRead = false
  }

  static let books = [
    Book(id: 1, title: "Dune", notes: "desert ecology, politics"),
    Book(id: 2, title: "Emma", notes: "matchmaking gone wrong"),
    Book(id: 3, title: "Ulysses", notes: "one day in Dublin"),
  ]

  @Test func aLongArrayShowsItsFirstElementAndItsCount() {
    let text = ValueDescription.describe(Self.books)
    #expect(text == #"[Book(id: 1, title: "Dune", …), …] (3 elements)"#)
    #expect(ValueDescription.describe([1, 2, 3]) == "[1, 2, 3]")
  }

  @Test func aLongStructKeepsWholeFieldsOnly() {
    let text = ValueDescription.describe(Self.books[0])
    #expect(text.count <= ValueDescription.lineBudget + 2)
    #expect(!text.contains("fal…"))
    #expect(text.hasPrefix(#"Book(id: 1, title: "Dune", "#) && text.hasSuffix("…)"))
  }

  enum Field: Hashable { case title, notes }

  struct Request: Hashable {
    let field: Field
    let number: Int
  }

  /// A field's enum case reads as it does on its own, not qualified by the module the code
  /// was built in (the tool's, or `PlayedFile` when a lesson is compiled at run time).
  @Test func anEnumFieldIsNotQualifiedByItsModule() {
    #expect(
      ValueDescription.describe(Request(field: .title, number: 1)) == "Request(field: title, number: 1)")
    #expect(ValueDescription.describe(Self.books[2]).hasPrefix(#"Book(id: 3, title: "Ulysses", "#))
  }

  @Test func oneChangedFieldOfOneElementIsThePartShown() {
    var read = Self.books
    read[1].isRead = true
    #expect(
      ValueDescription.change(from: Self.books, to: read)
        == .init(part: "[1].isRead", old: "false", new: "true"))
  }

  @Test func aRemovedOrInsertedElementIsNamedWithTheCounts() {
    let removed = ValueDescription.change(from: Self.books, to: Array(Self.books.dropFirst()))
    #expect(removed.part == "")
    #expect(removed.old == "3 elements")
    #expect(removed.new.hasPrefix(#"2 elements, removed [0] Book(id: 1, title: "Dune""#))
    let longer = Self.books + [Book(id: 4, title: "Middlemarch", notes: "a provincial town")]
    let inserted = ValueDescription.change(from: Self.books, to: longer)
    #expect(inserted.old == "3 elements")
    #expect(inserted.new.hasPrefix(#"4 elements, inserted [3] Book(id: 4, title: "Middlemarch""#))
  }

  @Test func valuesThatFitALineAreShownWhole() {
    #expect(ValueDescription.change(from: [1, 2], to: [1, 5, 2]) == .init(old: "[1, 2]", new: "[1, 5, 2]"))
    #expect(ValueDescription.change(from: [String](), to: ["Lunch"]) == .init(old: "[]", new: #"["Lunch"]"#))
  }

  @Test func aWholeStringIsNeverCut() {
    let long = String(repeating: "word ", count: 30)
    #expect(ValueDescription.describe(long) == "\"\(long)\"")
  }
}
