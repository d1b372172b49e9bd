#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal behind a file descriptor, read fresh on every call.
///
/// Nothing is cached: the window may be resized between two commands.
package enum Terminal {
  /// The width used when neither the terminal nor `COLUMNS` says otherwise.
  package static let defaultColumns = 80

  /// Whether `fileDescriptor` is a terminal.
  package static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// The width in columns of the terminal behind `fileDescriptor`.
  ///
  /// Falls back to `COLUMNS`, then to ``defaultColumns``; the result is clamped to
  /// a range where wrapping still makes sense.
  package static func columns(of fileDescriptor: Int32, environment: [String: String]) -> Int {
    var size = winsize()
    // TIOCGWINSZ is an unsigned long on Linux and an Int on Darwin.
    if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return clamp(Int(size.ws_col))
    }
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return clamp(columns)
    }
    return defaultColumns
  }

  private static func clamp(_ columns: Int) -> Int {
    min(max(columns, 20), 400)
  }
}
