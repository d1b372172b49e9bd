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
///
/// Where it can, the recipe also holds the linker's own command, read from that `clang`'s
/// `-###` (``linker``), and a link starts `ld.lld` with it: `clang` only works out that
/// command, some 13 ms of each link measured here (0.77 s for 20 links, 0.51 s without it).
struct LinkRecipe: Codable, Equatable {
  static let fileName = "link-recipe.json"
  static let objectPlaceholder = "/LESSONS-LINK-OBJECT.o"
  static let outputPlaceholder = "/LESSONS-LINK-OUTPUT"
  /// Where ``linker`` reads the autolink response file, which `clang` expands in its place.
  static let autolinkPlaceholder = "-lLESSONS-LINK-AUTOLINK"
  /// Where ``linker`` takes a link's `extra` arguments, which `clang` puts before `-o`.
  static let extraPlaceholder = "-lLESSONS-LINK-EXTRA"

  /// The `clang` command: its executable first, with the placeholders where the driver
  /// put the object, the autolink response file (`@…autolink`) and the output.
  var command: [String]
  /// The linker command ``command`` starts, its executable first, with ``objectPlaceholder``,
  /// ``autolinkPlaceholder``, ``extraPlaceholder`` and ``outputPlaceholder`` in place;
  /// `nil` when `clang -###` did not print one this reads (then links run ``command``).
  var linker: [String]?

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
        outcome.termination == .exited(0),
        var recipe = parse(outcome.output)
      else { return nil }
      recipe.linker = learnLinker(clang: recipe.command, environment: environment)
      return recipe
    #else
      return nil
    #endif
  }

  /// The linker command `clang` starts, from its `-###`, with the placeholders in place;
  /// `nil` when it prints none this reads.
  ///
  /// `clang` drops an input that does not exist and reads a response file's words in its
  /// place, so it is shown files that exist: an empty object, and a response file holding
  /// ``autolinkPlaceholder``. Their paths are then put back as placeholders.
  static func learnLinker(clang: [String], environment: [String: String]?) -> [String]? {
    let folder = URL(
      fileURLWithPath: environment?["TMPDIR"] ?? FileManager.default.temporaryDirectory.path,
      isDirectory: true
    ).appendingPathComponent("lessons-link-recipe-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    let object = folder.appendingPathComponent("object.o")
    let autolink = folder.appendingPathComponent("entries.autolink")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data().write(to: object)
      try Data((autolinkPlaceholder + "\n").utf8).write(to: autolink)
    } catch {
      return nil
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = ["-###"]
    for word in clang.dropFirst() {
      if word == objectPlaceholder {
        arguments.append(object.path)
      } else if word.hasPrefix("@") && word.hasSuffix(".autolink") {
        arguments.append("@" + autolink.path)
      } else if word == "-o" {
        arguments += [extraPlaceholder, word]
      } else {
        arguments.append(word)
      }
    }
    guard
      let outcome = try? ChildProcess(
        configuration: .init(
          executable: clang[0], arguments: arguments, environment: environment, timeout: 60)
      ).run(),
      outcome.termination == .exited(0)
    else { return nil }
    return parseLinker(outcome.output, object: object.path)
  }

  /// The linker command in a `clang -###` output (its last line, `ld.lld` and its words),
  /// with `object` put back as ``objectPlaceholder``; `nil` unless it has every placeholder once.
  static func parseLinker(_ output: String, object: String) -> [String]? {
    guard let line = output.split(separator: "\n").last else { return nil }
    let command = ShellWords.split(String(line)).map { $0 == object ? objectPlaceholder : $0 }
    guard command.first?.hasSuffix("/ld.lld") == true,
      [objectPlaceholder, autolinkPlaceholder, extraPlaceholder, outputPlaceholder].allSatisfy({
        placeholder in
        command.filter { $0 == placeholder }.count == 1
      })
    else { return nil }
    return command
  }

  /// `extra` (a `clang` command's words: `-L`, `-l`, `-Xlinker`) as the linker's own words,
  /// its search folders (`-L`) apart from the rest: `clang` puts a command's folders before
  /// its own, and the linker searches them in order. `nil` for any other word, which only
  /// `clang` would know how to pass on.
  static func linkerWords(_ extra: [String]) -> (searchFolders: [String], rest: [String])? {
    var folders: [String] = []
    var rest: [String] = []
    var index = extra.startIndex
    while index < extra.endIndex {
      let word = extra[index]
      if word == "-Xlinker" || word == "-L", index + 1 < extra.endIndex {
        if word == "-L" { folders += [word, extra[index + 1]] } else { rest.append(extra[index + 1]) }
        index += 2
      } else if word.hasPrefix("-L") {
        folders.append(word)
        index += 1
      } else if word.hasPrefix("-l") {
        rest.append(word)
        index += 1
      } else {
        return nil
      }
    }
    return (folders, rest)
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
  /// of their autolink entries and `extra` (libraries, run paths) before the output: the
  /// linker's own (``linker``) where `extra` reads as its words and the files it names are
  /// still there (a system update can move the C runtime's objects), else `clang`'s.
  func link(objects: [URL], autolink: URL, extra: [String], output: URL) -> [String] {
    if let linker, let extraWords = Self.linkerWords(extra),
      linker.allSatisfy({
        !$0.hasPrefix("/") || $0.hasPrefix("/LESSONS-") || FileManager.default.fileExists(atPath: $0)
      })
    {
      // The search folders first, as `clang` put them, so a library of `extra` is found where it says.
      return [linker[0]] + extraWords.searchFolders
        + linker.dropFirst().flatMap { word -> [String] in
          switch word {
          case Self.objectPlaceholder: objects.map(\.path)
          case Self.autolinkPlaceholder: ["@" + autolink.path]
          case Self.extraPlaceholder: extraWords.rest
          case Self.outputPlaceholder: [output.path]
          default: [word]
          }
        }
    }
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
