import Foundation

/// The Swift files a `play` compiles as one module: the files given, and every Swift file
/// found in the folders given.
///
/// Real apps are several files (a model and its views, an `App` and its screens), so
/// `play A.swift B.swift` and `play DIR` compile them together, as Xcode compiles a
/// target. A folder is walked recursively; hidden folders (`.git`, `.build`), build
/// products (`build`, `DerivedData`), test targets (a folder ending in `Tests`, which
/// imports XCTest) and `Package.swift` (a manifest, not app code) are skipped.
package struct PlaySources: Sendable, Equatable {
  /// The paths as given: files and folders.
  package var given: [URL]

  /// Sources for the files and folders at `given`.
  package init(_ given: [URL]) {
    self.given = given
  }

  /// Whether more than one file, or a folder, was given: an app rather than a file.
  package var isApp: Bool {
    given.count > 1 || given.contains { Self.isFolder($0) }
  }

  /// The Swift files now, in the order given (a folder's in path order), each once.
  ///
  /// - Throws: ``ExerciseError/fileAccess(path:reason:)`` for a path that does not exist,
  ///   a file that is not Swift, or a folder without a Swift file.
  package func files() throws(ExerciseError) -> [URL] {
    var found: [URL] = []
    for path in given {
      let display = ExerciseWorkbench.displayPath(path)
      if Self.isFolder(path) {
        let inFolder = Self.swiftFiles(in: path)
        guard !inFolder.isEmpty else {
          throw .fileAccess(
            path: display,
            reason: "it holds no Swift file to play (hidden and build folders, test targets and "
              + "Package.swift are skipped)")
        }
        found += inFolder
      } else if FileManager.default.fileExists(atPath: path.path) {
        guard path.pathExtension == "swift" else {
          throw .fileAccess(
            path: display, reason: "it is not a Swift file (play takes .swift files and folders)")
        }
        found.append(path.standardizedFileURL)
      } else {
        throw .fileAccess(path: display, reason: "there is no such file or folder")
      }
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0.path).inserted }
  }

  /// The folder's Swift files, recursively, skipping what is not app code.
  static func swiftFiles(in folder: URL) -> [URL] {
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        if skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") {
          walker.skipDescendants()
        }
        continue
      }
      if url.pathExtension == "swift", name != "Package.swift" { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Folders that hold build products or dependencies, never the app's own code.
  static let skippedFolders: Set<String> = [
    "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules",
  ]

  static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
