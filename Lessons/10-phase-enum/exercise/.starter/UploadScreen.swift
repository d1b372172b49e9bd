import StateRuntime

/// Uploads a photo. Three flags describe one thing, and they drift apart.
@Observable
final class Uploader {
  var isUploading = false
  var failure: String?
  var isDone = false

  func start() {
    isUploading = true
  }

  func fail(_ reason: String) {
    failure = reason
  }

  func succeed() {
    isDone = true
    isUploading = false
  }
}

struct UploadScreen: View {
  let uploader: Uploader

  var body: some View {
    VStack {
      if uploader.isUploading { Text("Uploading…") }
      if let failure = uploader.failure { Text("Upload failed: \(failure)") }
      if uploader.isDone { Text("Uploaded") }
      Button("Upload") { uploader.start() }
        .disabled(uploader.isUploading)
    }
  }
}
