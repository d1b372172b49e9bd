/// A titled section of a lesson's story.
package struct StorySection: Sendable, Hashable {
  package let title: String
  package let text: String

  package init(_ title: String, _ text: String) {
    self.title = title
    self.text = text
  }
}
