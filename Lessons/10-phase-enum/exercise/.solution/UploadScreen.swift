import StateRuntime

/// Uploads a photo. One enum holds the phase, so only real states exist.
@Observable
final class Uploader {
  enum Phase: Equatable {
    case idle
    case uploading
    case failed(String)
    case done
  }

  var phase = Phase.idle

  /// Derived, never stored.
  var canUpload: Bool { phase != .uploading }

  func start() {
    phase = .uploading
  }

  func fail(_ reason: String) {
    phase = .failed(reason)
  }

  func succeed() {
    phase = .done
  }
}

struct UploadScreen: View {
  let uploader: Uploader

  var body: some View {
    VStack {
      switch uploader.phase {
      case .idle: EmptyView()
      case .uploading: Text("Uploading…")
      case .failed(let reason): Text("Upload failed: \(reason)")
      case .done: Text("Uploaded")
      }
      Button("Upload") { uploader.start() }
        .disabled(!uploader.canUpload)
    }
  }
}
