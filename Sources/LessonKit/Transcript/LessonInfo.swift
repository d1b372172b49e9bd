/// Who the transcript is about.
package struct LessonInfo: Codable, Sendable, Hashable {
  package let id: String
  package let number: Int
  package let title: String
  package let summary: String

  /// Who a transcript is about when it is no catalog lesson (a played file): number 0.
  package init(id: String, number: Int = 0, title: String, summary: String) {
    self.id = id
    self.number = number
    self.title = title
    self.summary = summary
  }
}
