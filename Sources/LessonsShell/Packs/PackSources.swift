import Foundation

/// Where packs come from: `--pack DIR` before the command (repeatable), then the
/// folders of `LESSONS_PATH` (separated by `:`, as `PATH` is).
struct PackSources: Equatable {
  /// The environment variable that names pack folders for every run.
  static let environmentVariable = "LESSONS_PATH"

  /// The pack folders, `--pack` ones first, each once.
  var folders: [URL]
  /// The arguments left once the `--pack` options are taken out.
  var arguments: [String]

  /// Why the arguments name no usable pack.
  enum Failure: Error, Equatable {
    /// `--pack` is the last argument.
    case missingFolder
    /// `--pack DIR` names something that is not a folder.
    case notAFolder(String)

    var message: String {
      let pack = GlobalOption.pack.spelling
      return switch self {
      case .missingFolder:
        "\(pack) takes a folder of lesson folders: `lessons \(pack) ~/my-pack list`."
      case .notAFolder(let path):
        "\(pack) \(path): no such folder. \(pack) takes a folder of lesson folders "
          + "(`lessons pack new ID \(PackCommand.Flags.declared.$in.spelling) \(path)` starts one)."
      }
    }
  }

  /// `path` as the user typed it (`~/packs`, `my-pack`), resolved against `currentDirectory`.
  static func url(of path: String, relativeTo currentDirectory: URL) -> URL {
    URL(fileURLWithPath: (path as NSString).expandingTildeInPath, relativeTo: currentDirectory)
      .standardizedFileURL
  }

  /// Takes the leading `--pack DIR` (or `--pack=DIR`) options out of `arguments` and adds `LESSONS_PATH`'s folders.
  ///
  /// Only options before the command count, so a command's own arguments are never read as one.
  static func parse(
    _ arguments: [String], environment: [String: String], currentDirectory: URL
  ) throws(Failure) -> PackSources {
    var rest = arguments[...]
    var given: [URL] = []
    // The shell's own leading switches stay, in order, wherever `--pack` stands among them.
    var switches: [String] = []
    func folder(_ path: String) throws(Failure) -> URL {
      let url = Self.url(of: path, relativeTo: currentDirectory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { throw .notAFolder(path) }
      return url
    }
    while let first = rest.first {
      let pack = GlobalOption.pack.spelling
      if first == pack {
        rest = rest.dropFirst()
        guard let path = rest.popFirst() else { throw .missingFolder }
        given.append(try folder(path))
      } else if first.hasPrefix(pack + "=") {
        rest = rest.dropFirst()
        given.append(try folder(String(first.dropFirst(pack.count + 1))))
      } else if GlobalOption.displayFlags.contains(where: { $0.spelling == first }) {
        switches.append(first)
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    let fromEnvironment = (environment[environmentVariable] ?? "").split(separator: ":").map {
      url(of: String($0), relativeTo: currentDirectory)
    }
    var seen = Set<String>()
    let folders = (given + fromEnvironment).filter { seen.insert($0.path).inserted }
    return PackSources(folders: folders, arguments: switches + Array(rest))
  }
}
