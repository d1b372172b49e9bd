import LessonKit
import Testing

struct QuizAnswerParserTests {
  @Test(arguments: [("a", 0), ("B", 1), (" c ", 2), ("b)", 1), ("D.", 3), ("1", 0), ("4", 3)])
  func choiceAcceptsLettersAndNumbers(typed: String, index: Int) throws {
    #expect(try QuizAnswerParser.choice(typed, optionCount: 4) == index)
  }

  @Test(arguments: [
    ("", "No answer given. Answer with a letter a–d."),
    ("   ", "No answer given. Answer with a letter a–d."),
    ("e", "'e' is not one of the options. Answer with a letter a–d."),
    ("5", "'5' is not one of the options. Answer with a letter a–d."),
    ("maybe", "'maybe' is not one of the options. Answer with a letter a–d."),
  ])
  func choiceRejectsWithTheAcceptedForms(typed: String, message: String) {
    #expect(throws: QuizInputError.self) { try QuizAnswerParser.choice(typed, optionCount: 4) }
    do {
      _ = try QuizAnswerParser.choice(typed, optionCount: 4)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    ("Row, Screen", ["Row", "Screen"]),
    ("screen row", ["Row", "Screen"]),
    ("ROW,SCREEN", ["Row", "Screen"]),
    ("Screen and Row()", ["Row", "Screen"]),
    ("Screen; Row.", ["Row", "Screen"]),
    ("none", []),
  ])
  func viewsInAnyOrderAndCase(typed: String, names: [String]) throws {
    #expect(try QuizAnswerParser.views(typed, known: ["Screen", "Row", "Header"]) == Set(names))
  }

  @Test func unknownViewNamesTheKnownOnesAndTheNearest() {
    do {
      _ = try QuizAnswerParser.views("Screen, Rwo", known: ["Screen", "Row"])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "'Rwo' is not a view in the snippet. Did you mean 'Row'? Name views from: Screen, Row "
          + "(comma- or space-separated), or 'none'.")
    }
  }

  @Test func controlTextDropsQuotesAndSpaces() throws {
    #expect(try QuizAnswerParser.controlText("  \"Buy milk\" ") == "Buy milk")
    #expect(
      throws: QuizInputError.empty(expected: "Type the text the control shows, or \"\" if it shows nothing.")
    ) {
      try QuizAnswerParser.controlText("  ")
    }
  }

  /// Issue 21: a field that ends up empty can be predicted, with `""` or `''`.
  @Test func quotesAloneAreTheEmptyText() throws {
    #expect(try QuizAnswerParser.controlText("\"\"") == "")
    #expect(try QuizAnswerParser.controlText(" '' ") == "")
  }

  @Test(arguments: [
    ("1", QuizRating.again), ("again", .again), ("H", .hard), ("3", .good), ("easy", .easy), ("e", .easy),
  ])
  func ratingsByNumberWordOrLetter(typed: String, rating: QuizRating) throws {
    #expect(try QuizAnswerParser.rating(typed) == rating)
  }

  @Test func aBadRatingSaysWhatWorks() {
    #expect(throws: QuizInputError.notARating("great")) { try QuizAnswerParser.rating("great") }
    #expect(
      QuizInputError.notARating("great").description
        == "'great' is not a rating. Answer 1 again, 2 hard, 3 good or 4 easy (the number or the word).")
  }

  @Test(arguments: [
    ("0", InterviewLevel.notYet), ("none", .notYet), ("mid", .mid), ("2", .senior), ("Staff", .staff),
  ])
  func levels(typed: String, level: InterviewLevel) throws {
    #expect(try QuizAnswerParser.level(typed) == level)
  }
}
