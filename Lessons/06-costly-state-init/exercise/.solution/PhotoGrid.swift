import StateRuntime

/// Counts reads of the photo library, the expensive part.
final class PhotoLibrary {
  private(set) var reads = 0

  func loadThumbnails() -> [String] {
    reads += 1
    return (1...12).map { "photo-\($0)" }
  }
}

/// Thumbnails for the grid. Its initialiser is cheap; loading is separate.
@Observable
final class ThumbnailModel {
  var thumbnails: [String] = []

  func load(from library: PhotoLibrary) {
    thumbnails = library.loadThumbnails()
  }
}

/// The grid screen: a column stepper and the thumbnails under it.
struct PhotoGrid: View {
  let library: PhotoLibrary
  @State private var columns = 3

  var body: some View {
    VStack {
      Stepper("Columns: \(columns)", value: $columns, in: 1...6)
      ThumbnailStrip(columns: columns, library: library)
    }
  }
}

/// Its model's init is cheap, so it does not matter how often it runs (on every
/// init with Xcode 26 and earlier, once per identity with Xcode 27). The library
/// is read in `.task`, which runs when the strip appears (and again if it
/// reappears).
struct ThumbnailStrip: View {
  let columns: Int
  let library: PhotoLibrary
  @State private var model = ThumbnailModel()

  var body: some View {
    Text("\(model.thumbnails.count) thumbnails in \(columns) columns")
      .task { model.load(from: library) }
  }
}
