// choice-precedence: an inline @State value and an init assignment: the inline value is kept
// and the assigned one thrown away, in both eras (TN3211 for the macro; observed for the wrapper).
import SwiftUI

struct Kitchen: View {
  var body: some View {
    Planner(servings: 4)
  }
}

struct Planner: View {
  let written: Int
  @State private var servings = 2

  init(servings: Int) {
    self.written = servings
    self.servings = servings
  }

  var body: some View {
    Stepper("Servings: \(servings)", value: $servings, in: 1...12)
  }
}

#Preview { Kitchen() }
