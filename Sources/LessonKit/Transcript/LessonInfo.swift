/// Who the transcript is about.
public struct LessonInfo: Codable, Sendable, Hashable {
  public let id: String
  public let number: Int
  public let title: String
  public let summary: String

  /// Who a transcript is about when it is no catalogue lesson (a played file): number 0.
  public init(id: String, number: Int = 0, title: String, summary: String) {
    self.id = id
    self.number = number
    self.title = title
    self.summary = summary
  }

  public init(_ lesson: Lesson) {
    self.id = lesson.id
    self.number = lesson.number
    self.title = lesson.title
    self.summary = lesson.summary
  }
}
