import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ParkDetail: View {
    let park: Park
    @State private var visits = 0

    var body: some View {
        VStack {
            Text(park.name)
                .font(.largeTitle)
            Text("Visits: \(visits)")
            Button("Visit") { visits += 1 }
        }
        .navigationTitle(park.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear {
            print("appear \(park.name)")
        }
        .onDisappear {
            print("disappear \(park.name)")
        }
    }
}

struct ParkList: View {
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]

    var body: some View {
        NavigationView {
            List(parks) { park in
                NavigationLink(destination: ParkDetail(park: park)) {
                    Label(park.name, systemImage: "leaf")
                }
            }
            .navigationTitle("Parks")
        }
    }
}

struct ParkList_Previews: PreviewProvider {
    static var previews: some View {
        ParkList()
    }
}
