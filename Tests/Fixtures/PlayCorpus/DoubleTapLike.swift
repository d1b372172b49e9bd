import SwiftUI

// A photo card you like with a double tap, as in a feed.
struct LikeCount: View {
  let likes: Int

  var body: some View {
    Text("\(likes) likes")
      .font(.caption)
      .foregroundStyle(.secondary)
  }
}

struct PhotoCard: View {
  @State private var isLiked = false
  @State private var likes = 41

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Image("sunset")
        .resizable()
        .scaledToFill()
        .frame(height: 240)
        .cornerRadius(12)
        .onTapGesture(count: 2) {
          isLiked.toggle()
          likes += isLiked ? 1 : -1
        }
      HStack {
        Image(systemName: isLiked ? "heart.fill" : "heart")
          .foregroundColor(isLiked ? .red : .primary)
          .scaleEffect(isLiked ? 1.2 : 1.0)
          .onTapGesture {
            isLiked.toggle()
            likes += isLiked ? 1 : -1
          }
        LikeCount(likes: likes)
      }
    }
    .padding()
  }
}
