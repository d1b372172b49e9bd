// choice-order: the init Xcode 26 built, with its two lines swapped: the plain property first,
// then `_servings = State(initialValue:)`. It builds in both eras and starts at the recipe's value.
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
    _servings = State(initialValue: servings)
  }

  var body: some View {
    Stepper("Servings: \(servings)", value: $servings, in: 1...12)
  }
}

#Preview { Kitchen() }
