import WorkbenchSupport

/// Rows of `[x] id  title`, the shape `list` and `progress` share.
enum ProgressTable {
  /// One line per entry, ids padded to `idWidth` (by default the longest id's); `open` gets a `*`.
  static func rows(_ entries: [CatalogEntry], open: String?, styler: Styler, idWidth: Int? = nil) -> [String]
  {
    let idWidth = idWidth ?? entries.map(\.id.count).max() ?? 0
    return entries.map { entry in
      let marker = entry.id == open ? "*" : " "
      let padding = String(repeating: " ", count: max(0, idWidth - entry.id.count))
      return "  \(entry.progress.symbol)\(marker)\(styler(entry.id, .cyan))\(padding)  \(entry.title)"
    }
  }
}
