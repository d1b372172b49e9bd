import StateRuntime

/// Counts reads of the photo library, the expensive part.
final class PhotoLibrary {
  private(set) var reads = 0

  func loadThumbnails() -> [String] {
    reads += 1
    return (1...12).map { "photo-\($0)" }
  }
}

/// Thumbnails for the grid, loaded from the library.
@Observable
final class ThumbnailModel {
  var thumbnails: [String] = []

  init(library: PhotoLibrary) {
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

/// Reads the library every time the grid changes its column count.
struct ThumbnailStrip: View {
  let columns: Int
  @State private var model: ThumbnailModel

  init(columns: Int, library: PhotoLibrary) {
    self.columns = columns
    _model = State(wrappedValue: ThumbnailModel(library: library))
  }

  var body: some View {
    Text("\(model.thumbnails.count) thumbnails in \(columns) columns")
  }
}
