import Foundation
import Observation

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", isFavorite: true),
        Landmark(id: 1004, name: "Twin Lake", park: "Lake Clark National Park", isFavorite: false),
    ]
}

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}
