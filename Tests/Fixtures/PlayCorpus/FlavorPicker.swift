import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

enum Topping: String, CaseIterable, Identifiable {
  case nuts, cookies, blueberries
  var id: Self { self }
}

struct OrderSummary: View {
  let flavor: Flavor

  var body: some View {
    Text("One \(flavor.rawValue) scoop")
  }
}

struct OrderForm: View {
  @State private var selectedFlavor: Flavor = .chocolate
  @State private var selectedTopping: Topping = .nuts
  @State private var scoops = 1

  var body: some View {
    Form {
      Section(header: Text("Ice cream")) {
        Picker("Flavor", selection: $selectedFlavor) {
          Text("Chocolate").tag(Flavor.chocolate)
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Strawberry").tag(Flavor.strawberry)
        }
        .pickerStyle(.segmented)
        Picker("Topping", selection: $selectedTopping) {
          ForEach(Topping.allCases) { topping in
            Text(topping.rawValue.capitalized)
          }
        }
      }
      Section {
        Stepper {
          Text("Scoops: \(scoops)")
        } onIncrement: {
          scoops = min(scoops + 1, 3)
        } onDecrement: {
          scoops = max(scoops - 1, 1)
        }
        LabeledContent("Price", value: "$\(scoops * 3)")
      } footer: {
        Text("Three scoops at most.")
      }
      OrderSummary(flavor: selectedFlavor)
    }
    .formStyle(.grouped)
  }
}
