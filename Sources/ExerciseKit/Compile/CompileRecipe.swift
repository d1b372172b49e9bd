import Foundation

/// How this toolchain's driver runs one compile of a given shape, learnt once, so that later
/// compiles of that shape start `swift-frontend` themselves instead of the driver first.
///
/// `swiftc` is the driver: for every compile the tool runs (one whole-module job) it works
/// out the one `swift-frontend` command and runs it, which costs some 50 ms of CPU before the
/// frontend's 200 ms (measured on 2026-12-07 for a lesson's four files). The frontend command
/// depends only on the driver's arguments and the toolchain, so the tool asks the driver once
/// (`swiftc -###`) per *shape* of arguments: the arguments with the build folder and the Swift
/// inputs replaced by placeholders, which a learner's file, a check or a played file fill in.
/// The recipe is kept in the cache (``Store``) and a compile of the same shape runs the
/// recipe's command with the placeholders filled.
///
/// A shape whose `-###` is not one frontend command (more jobs, a response file in the
/// driver's temporary folder) is kept as "no recipe" and compiles through the driver, as a
/// toolchain whose driver cannot be found next to `swift-frontend` always does.
struct CompileRecipe: Codable, Equatable {
  /// Stands for the compile's build folder in a shape and a recipe.
  static let folderPlaceholder = "/LESSONS-COMPILE-FOLDER"

  /// Stands for the Swift input at `index` in a shape and a recipe.
  static func inputPlaceholder(_ index: Int) -> String { "/LESSONS-COMPILE-INPUT-\(index).swift" }

  /// The frontend command with placeholders, its executable first; `nil` when this shape
  /// compiles through the driver.
  var command: [String]?

  /// The driver's option that names the file map of a compile's supplementary outputs.
  static let supplementaryMapOption = "-supplementary-output-file-map"

  /// The beginnings of the driver options that ask for an output besides the object (a module,
  /// a symbol graph, dependencies, serialised diagnostics, an index, kept temporaries), which
  /// a compile of several files lists in its supplementary-output file map.
  static let supplementaryOutputPrefixes = [
    "-emit-", "-serialize-diagnostics", "-index-", "-save-temps", "-const-",
  ]

  /// A compile's arguments with the build folder and the Swift inputs taken out.
  struct Shape: Equatable {
    /// The arguments with placeholders: the same for every compile of this kind.
    var words: [String]
    /// The Swift inputs, in order: what ``inputPlaceholder(_:)`` `i` stands for.
    var inputs: [String]
    /// The build folder's path: what ``folderPlaceholder`` stands for.
    var folder: String

    /// The shape of `arguments` compiling in `folder`: each argument that names a Swift file
    /// becomes an input placeholder, and the folder's path in any other becomes the folder's.
    init(_ arguments: [String], folder: URL) {
      self.folder = folder.path
      inputs = []
      words = []
      for argument in arguments {
        if !argument.hasPrefix("-") && argument.hasSuffix(".swift") {
          words.append(CompileRecipe.inputPlaceholder(inputs.count))
          inputs.append(argument)
        } else {
          words.append(Self.replacing(folder.path, with: CompileRecipe.folderPlaceholder, in: argument))
        }
      }
    }

    /// Whether the compile makes nothing but its object: no option that names a supplementary
    /// output (``supplementaryOutputPrefixes``).
    var asksForTheObjectAlone: Bool {
      !words.contains { word in CompileRecipe.supplementaryOutputPrefixes.contains { word.hasPrefix($0) } }
    }

    /// `word` with each `path` in it (a whole path, or a folder's followed by `/`) replaced by `placeholder`.
    static func replacing(_ path: String, with placeholder: String, in word: String) -> String {
      guard !path.isEmpty, word.contains(path) else { return word }
      var result = ""
      var rest = Substring(word)
      while let range = rest.range(of: path) {
        let after = rest[range.upperBound...]
        if after.isEmpty || after.hasPrefix("/") {
          result += rest[..<range.lowerBound] + placeholder
        } else {
          result += rest[..<range.upperBound]
        }
        rest = after
      }
      return result + rest
    }
  }

  /// The recipe's command for `shape`: the placeholders filled with its inputs and folder;
  /// `nil` when this shape compiles through the driver.
  func command(for shape: Shape) -> [String]? {
    guard let command else { return nil }
    var inputs: [String: String] = [:]
    for (index, input) in shape.inputs.enumerated() {
      inputs[Self.inputPlaceholder(index)] = input
    }
    return command.map { word in
      inputs[word] ?? Shape.replacing(Self.folderPlaceholder, with: shape.folder, in: word)
    }
  }

  /// The recipe in the driver's `-###` output for `shape`, whose frontend must be `frontend`:
  /// one command, that frontend's, with every input placeholder once and nothing in the
  /// driver's temporary folder; "no recipe" otherwise.
  ///
  /// A whole-module compile of several files names a supplementary-output file map in the
  /// driver's temporary folder, which `-###` never writes. When the shape asks for the object
  /// alone, the map the driver writes holds no output (`{"A.swift": {}}`, read from the
  /// driver's own write with Swift 6.3.1), and the frontend without it compiles the same
  /// object byte for byte and says the same diagnostics; so the pair is left out. A shape
  /// that asks for more (a module, a symbol graph, dependencies) keeps the driver.
  static func parse(_ output: String, shape: Shape, frontend: String) -> CompileRecipe {
    let lines = output.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    guard lines.count == 1 else { return CompileRecipe(command: nil) }
    var command = ShellWords.split(String(lines[0]))
    if let map = command.firstIndex(of: supplementaryMapOption), map + 1 < command.count,
      command[map + 1].contains("TemporaryDirectory."), shape.asksForTheObjectAlone
    {
      command.removeSubrange(map...(map + 1))
    }
    guard command.first == frontend, command.dropFirst().first == "-frontend",
      !command.contains(where: { $0.contains("TemporaryDirectory.") || $0.hasPrefix("@") })
    else { return CompileRecipe(command: nil) }
    for index in shape.inputs.indices
    where command.filter({ $0 == inputPlaceholder(index) }).count != 1 {
      return CompileRecipe(command: nil)
    }
    return CompileRecipe(command: command)
  }
}

extension CompileRecipe {
  /// The recipes learnt by one cache, a file each under `<cache>/compile-recipes`, named by
  /// the digest of the toolchain and the shape.
  ///
  /// What is kept here decides what a compile runs, so it is one of the caches a run outside
  /// the sandbox must not change (``UnsandboxedRun``; the workbench lists it among the
  /// trusted paths), and the tool's own writes wait for such runs to end, as its other
  /// stores do. A recipe is used only when its command starts with the toolchain's own
  /// `swift-frontend`.
  struct Store {
    /// The cache folder whose recipes these are.
    let cache: URL
    /// The recipes' format, part of each file's name: "2" since a compile of several files
    /// leaves out the driver's empty supplementary-output map (before, such a shape was kept
    /// as "no recipe").
    static let format = "2"

    /// `<cache>/compile-recipes`.
    var directory: URL { cache.appendingPathComponent("compile-recipes", isDirectory: true) }

    /// The `swift-frontend` command that compiles `arguments` in `folder` as `toolchain`'s
    /// `swiftc` would, from the recipe kept for their shape, learnt now from `swiftc -###`
    /// (within `timeout` seconds) when none is; `nil` to compile through the driver.
    func frontendCommand(_ arguments: [String], toolchain: Toolchain, folder: URL, timeout: Double)
      -> [String]?
    {
      guard let frontend = toolchain.frontend else { return nil }
      let shape = Shape(arguments, folder: folder)
      let file = file(for: shape, frontend: frontend.path, toolchainIdentity: frontend.identity)
      if let recipe = read(file) {
        // Only the toolchain's own frontend, whatever a damaged file says.
        guard recipe.command?.first == frontend.path else { return nil }
        return recipe.command(for: shape)
      }
      // The driver's plan, with its `TemporaryDirectory.*` (even `-###` makes one) in the
      // build folder, which goes with it. Not in the sandbox: it starts nothing, and all it
      // reads is the tool's arguments, with placeholders for the files.
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = folder.path
      guard
        let plan = try? ChildProcess(
          configuration: .init(
            executable: toolchain.swiftc.path, arguments: ["-###"] + shape.words, environment: environment,
            timeout: timeout)
        ).run(),
        plan.termination == .exited(0)
      else { return nil }
      let recipe = CompileRecipe.parse(plan.output, shape: shape, frontend: frontend.path)
      UnsandboxedRun.writingWhenNoneRuns(cache: cache) { write(recipe, to: file) }
      return recipe.command(for: shape)
    }

    /// The file of the recipe for `shape` compiled by `frontend`, a toolchain whose identity
    /// (its files' sizes and times) is `toolchainIdentity`.
    func file(for shape: Shape, frontend: String, toolchainIdentity: String) -> URL {
      let key = ([Self.format, frontend, toolchainIdentity] + shape.words).joined(separator: "\u{0}")
      return directory.appendingPathComponent(SHA256.hex(Data(key.utf8)) + ".json")
    }

    /// The recipe kept in `file`, or `nil` when none is (or it cannot be read).
    func read(_ file: URL) -> CompileRecipe? {
      guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
      return try? JSONDecoder().decode(CompileRecipe.self, from: data)
    }

    /// Keeps `recipe` in `file`, written whole (atomically, as the runtime's key memos are); a
    /// write that fails costs only the next compile's `-###`.
    func write(_ recipe: CompileRecipe, to file: URL) {
      guard let data = try? JSONEncoder().encode(recipe) else { return }
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? data.write(to: file, options: .atomic)
    }
  }
}
