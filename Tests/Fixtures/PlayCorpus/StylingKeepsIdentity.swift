import SwiftUI

struct ProfileCard: View {
    let name: String
    @State private var isFavorite = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person.crop.circle")
                .resizable()
                .frame(width: 80, height: 80)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .shadow(radius: 7)
            Text(name)
                .font(.title)
                .fontWeight(.bold)
                .foregroundColor(isFavorite ? .red : .primary)
            Text("Tapped \(taps) times")
                .font(.caption)
            Button(isFavorite ? "Unfavorite" : "Favorite") {
                isFavorite.toggle()
                taps += 1
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 8)
            .background(isFavorite ? Color.red : Color.blue)
            .foregroundColor(.white)
            .clipShape(Capsule())
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        )
        .padding()
    }
}

struct ContentView: View {
    var body: some View {
        ProfileCard(name: "Taylor")
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
