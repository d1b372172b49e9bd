import SwiftUI

struct PartyScreen: View {
  @State private var invited = 8

  var body: some View {
    VStack {
      Text("Invited: \(invited)")
      ChairsPlanner(invited: invited)
    }
  }
}

struct ChairsPlanner: View {
  let invited: Int
  @State private var chairs = 4

  init(invited: Int) {
    self.invited = invited
    self.chairs = invited
  }

  var body: some View {
    Stepper("Chairs: \(chairs)", value: $chairs, in: 0...40)
  }
}

#Preview { PartyScreen() }
