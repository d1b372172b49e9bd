import Foundation

/// How this toolchain's driver links a Swift program on Linux, learnt once, so that the
/// tool links with a fixed command of its own.
///
/// The recipe is the driver's own `clang` command, read from `swiftc -###` when the
/// runtime cache is built and kept beside it (`link-recipe.json`), with the object, the
/// output and the autolink response file as placeholders. A link then reads the
/// autolink entries from its objects' ELF sections (``ELFObject``), keeps them only
/// when each is an `-l` of an allowed library (``ObjectInspection/allowedLibraries``),
/// writes them to the response file and runs `clang`. Nothing else of an object
/// reaches the linker's command line: the driver's own link (`swift-autolink-extract`)
/// copies every entry, `-Wl,--defsym=…` and `--ld-path=…` included, so on Linux
/// nothing links through `swiftc`. (It was also the slower way: a driver start, 0.11 s
/// measured here, and an extractor, 0.05 s, before the same `clang`.)
struct LinkRecipe: Codable, Equatable {
  static let fileName = "link-recipe.json"
  static let objectPlaceholder = "/LESSONS-LINK-OBJECT.o"
  static let outputPlaceholder = "/LESSONS-LINK-OUTPUT"

  /// The `clang` command: its executable first, with the placeholders where the driver
  /// put the object, the autolink response file (`@…autolink`) and the output.
  var command: [String]

  /// The recipe of `toolchain` linking with `linker` arguments, from its `-###` output; `nil`
  /// when the output is not the two-step link this reads (autolink extraction, then `clang`).
  ///
  /// `environment` should put `$TMPDIR` in a folder the caller removes: even `-###` makes
  /// the driver's `TemporaryDirectory.*` folder (its plan names files there) and leaves it.
  static func derive(toolchain: Toolchain, linker: [String], environment: [String: String]? = nil)
    -> LinkRecipe?
  {
    #if os(Linux)
      let arguments = ["-###"] + linker + [objectPlaceholder, "-o", outputPlaceholder]
      guard
        let outcome = try? ChildProcess(
          configuration: .init(
            executable: toolchain.swiftc.path, arguments: arguments, environment: environment, timeout: 60)
        ).run(),
        outcome.termination == .exited(0)
      else { return nil }
      return parse(outcome.output)
    #else
      return nil
    #endif
  }

  /// The recipe in a driver's `-###` output.
  static func parse(_ output: String) -> LinkRecipe? {
    let commands = output.split(separator: "\n").map { ShellWords.split(String($0)) }
    guard commands.count == 2, commands[0].first?.hasSuffix("swift-autolink-extract") == true,
      let clang = commands.last, clang.first?.hasSuffix("clang") == true,
      clang.contains(objectPlaceholder), clang.contains(outputPlaceholder),
      clang.contains(where: { $0.hasPrefix("@") && $0.hasSuffix(".autolink") })
    else { return nil }
    return LinkRecipe(command: clang)
  }

  /// Why ``link(objects:writingAutolinkTo:extra:output:)`` gives no command.
  enum Refusal: Error, Equatable {
    /// Autolink entries that are not an `-l` of an allowed library, as the object holds them.
    case entries([String])
    /// An object that cannot be read as ELF, and why.
    case unreadable(object: String, reason: String)
    /// The response file cannot be written.
    case cannotWrite(path: String, reason: String)
  }

  /// The command that links `objects` into `output`, after writing their autolink entries
  /// (read from their ELF sections) to `autolink`.
  ///
  /// - Throws: ``Refusal`` when an object asks for anything but an allowed library, or
  ///   cannot be read: nothing is linked then.
  func link(objects: [URL], writingAutolinkTo autolink: URL, extra: [String], output: URL) throws(Refusal)
    -> [String]
  {
    var entries: [String] = []
    var refused: [String] = []
    var seen = Set<String>()
    for object in objects {
      let read: ELFObject
      do {
        read = try ELFObject.read(object)
      } catch {
        throw .unreadable(object: object.lastPathComponent, reason: error.message)
      }
      for entry in read.autolinkEntries where seen.insert(entry).inserted {
        if ObjectInspection.isAllowedAutolinkEntry(entry) {
          entries.append(entry)
        } else {
          refused.append(entry)
        }
      }
    }
    guard refused.isEmpty else { throw .entries(refused) }
    do {
      try Data((entries.joined(separator: "\n") + "\n").utf8).write(to: autolink)
    } catch {
      throw .cannotWrite(path: autolink.path, reason: (error as NSError).localizedDescription)
    }
    return link(objects: objects, autolink: autolink, extra: extra, output: output)
  }

  /// The command that links `objects` into `output`, with `autolink` as the response file
  /// of their autolink entries and `extra` (libraries, run paths) before the output.
  func link(objects: [URL], autolink: URL, extra: [String], output: URL) -> [String] {
    var result: [String] = []
    var index = command.startIndex
    while index < command.endIndex {
      let word = command[index]
      if word == Self.objectPlaceholder {
        result += objects.map(\.path)
      } else if word.hasPrefix("@") && word.hasSuffix(".autolink") {
        result.append("@" + autolink.path)
      } else if word == "-o", index + 1 < command.endIndex, command[index + 1] == Self.outputPlaceholder {
        result += extra + ["-o", output.path]
        index += 1
      } else {
        result.append(word)
      }
      index += 1
    }
    return result
  }
}

/// Splits a command line as a POSIX shell would for words, single and double quotes and
/// backslashes (what a Swift driver's `-###` prints); no expansions.
enum ShellWords {
  static func split(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "'", "\"":
        quote = character
        inWord = true
      case "\\":
        escaped = true
        inWord = true
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      default:
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
