import LessonKit
import Testing

/// `advance`'s times: a number and its unit, written back the same way.
struct DurationWordsTests {
  @Test(arguments: [
    ("500ms", Duration.milliseconds(500)), ("3s", .seconds(3)), ("1.5s", .milliseconds(1500)),
    ("2m", .seconds(120)), ("1h", .seconds(3600)), ("0s", .zero),
  ])
  func aNumberWithItsUnitIsATime(text: String, expected: Duration) {
    #expect(DurationWords.duration(text) == expected)
  }

  @Test(arguments: ["3", "s", "-1s", "3 s", "3sec", "nans", "1e20h"])
  func anythingElseIsNot(text: String) {
    #expect(DurationWords.duration(text) == nil)
  }

  @Test(arguments: [
    (Duration.seconds(3), "3s"), (.milliseconds(500), "500ms"), (.milliseconds(1500), "1500ms"),
    (.zero, "0s"),
  ])
  func aTimeIsWrittenSoThatItReadsBack(duration: Duration, words: String) {
    #expect(DurationWords.words(for: duration) == words)
    #expect(DurationWords.duration(words) == duration)
  }
}
