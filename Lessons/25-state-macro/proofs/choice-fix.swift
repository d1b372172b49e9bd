// choice-fix: no inline value, the plain property first, then the @State: the init's value is
// the first value, in both eras.
import SwiftUI

struct Kitchen: View {
  var body: some View {
    Planner(servings: 4)
  }
}

struct Planner: View {
  let written: Int
  @State private var servings: Int

  init(servings: Int) {
    self.written = servings
    self.servings = servings
  }

  var body: some View {
    Stepper("Servings: \(servings)", value: $servings, in: 1...12)
  }
}

#Preview { Kitchen() }
