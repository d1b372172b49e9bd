import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why reading or writing a state file failed. ``description`` is the one renderer.
package enum AtomicJSONFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A directory on the way to the file could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The file exists but could not be read (permissions, an I/O error).
  case cannotRead(path: String, reason: String)
  /// The new contents could not be written, synced or moved into place.
  case cannotWrite(path: String, reason: String)
  /// The value could not be encoded as JSON.
  case cannotEncode(path: String, reason: String)
  /// A damaged file could not be moved aside, so it was left untouched and not replaced.
  case cannotSetAside(path: String, reason: String)

  /// One line saying which file, what went wrong and why.
  package var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "Could not create the directory \(path): \(reason)."
    case .cannotRead(let path, let reason):
      return "Could not read \(path): \(reason)."
    case .cannotWrite(let path, let reason):
      return "Could not save \(path): \(reason). The previous contents are unchanged."
    case .cannotEncode(let path, let reason):
      return "Could not encode the data for \(path): \(reason)."
    case .cannotSetAside(let path, let reason):
      return "\(path) is damaged and could not be moved aside (\(reason)); it was left as it is."
    }
  }

  /// The text of the current `errno`, for the `reason` of a case.
  static func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }

  /// `mkdir -p`, reported as ``cannotCreateDirectory(path:reason:)``.
  static func createDirectory(_ url: URL) throws(AtomicJSONFileError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateDirectory(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }
}
