#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the C library decode input as UTF-8, which libedit needs for non-ASCII keys.
enum TerminalLocale {
  /// Adopts the user's locale for character types, or C.UTF-8 when that is not UTF-8.
  ///
  /// Without a UTF-8 `LC_CTYPE`, libedit silently drops every non-ASCII byte.
  static func adoptUTF8() {
    if setlocale(LC_CTYPE, "") != nil, isUTF8 { return }
    for fallback in ["C.UTF-8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
      if isUTF8 { return }
    }
  }

  private static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
