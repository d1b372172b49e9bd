import SwiftUI

struct Song: Identifiable {
    let id: Int
    let title: String
}

struct SongRow: View {
    let song: Song
    @State private var isFavourite = false

    var body: some View {
        Toggle(song.title, isOn: $isFavourite)
    }
}

struct ContentView: View {
    @State private var songs = [Song(id: 1, title: "Blue"), Song(id: 2, title: "Green"), Song(id: 3, title: "Red")]

    var body: some View {
        VStack {
            ForEach(songs) { song in
                SongRow(song: song)
            }
            Button("Remove first") { songs.removeFirst() }
        }
    }
}
