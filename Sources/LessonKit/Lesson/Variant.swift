/// Which version of a lesson's app runs.
package enum Variant: String, Sendable, CaseIterable, Hashable {
  case broken
  case fixed
}
