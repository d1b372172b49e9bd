import Foundation

/// An image loaded from a URL.
///
/// Not modelled: loading (there is no network in the sandbox). The runtime shows what
/// SwiftUI shows before the image arrives: the placeholder (`ProgressView` by default in the
/// phase form's `.empty`), so the content of a loaded image never appears; the URL is kept
/// for the rendered tree. A note to that effect is this doc comment: a file that depends on
/// the image loading cannot be played faithfully.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/cat.png")) { image in
///   image.resizable()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: Content

  public var body: Never { bodyError() }
}

/// Where an ``AsyncImage`` is in its loading: here always `.empty`.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed to load.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension AsyncImage where Content == Image {
  /// An image from `url`, shown as an empty image until loaded.
  public init(url: URL?, scale: Double = 1) {
    self.init(url: url, content: Image(url?.lastPathComponent ?? "image"))
  }
}

extension AsyncImage {
  /// An image from `url`, shown by `content` once loaded and by `placeholder` until then.
  public init<I: View>(
    url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> Content
  ) {
    self.init(url: url, content: placeholder())
  }

  /// An image from `url`, shown by `content` for each loading phase.
  public init(
    url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(url: url, content: content(.empty))
  }
}

extension AsyncImage: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}
