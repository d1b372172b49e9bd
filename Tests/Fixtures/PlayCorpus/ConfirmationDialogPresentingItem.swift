import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct PhotoLibrary: View {
    @State private var photos = [Photo(id: 1, title: "Beach"), Photo(id: 2, title: "Forest")]
    @State private var pending: Photo?
    @State private var isConfirming = false

    var body: some View {
        List {
            ForEach(photos) { photo in
                HStack {
                    Text(photo.title)
                    Spacer()
                    Button("Delete \(photo.title)", role: .destructive) {
                        pending = photo
                        isConfirming = true
                    }
                }
            }
            Text("\(photos.count) photos")
        }
        .confirmationDialog(
            Text("Delete this photo?"),
            isPresented: $isConfirming,
            titleVisibility: .visible,
            presenting: pending
        ) { photo in
            Button("Delete \(photo.title) forever", role: .destructive) {
                photos.removeAll { $0.id == photo.id }
            }
            Button("Keep", role: .cancel) {}
        }
    }
}

#Preview {
    PhotoLibrary()
}
