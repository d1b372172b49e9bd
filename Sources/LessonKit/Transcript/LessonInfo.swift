/// Who the transcript is about.
public struct LessonInfo: Codable, Sendable, Hashable {
  public let id: String
  public let number: Int
  public let title: String
  public let summary: String

  public init(_ lesson: Lesson) {
    self.id = lesson.id
    self.number = lesson.number
    self.title = lesson.title
    self.summary = lesson.summary
  }
}
