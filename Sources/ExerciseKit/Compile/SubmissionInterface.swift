import Foundation

/// What the learner's module declares, read from the symbol graph `swiftc` wrote while compiling it.
///
/// The checks see the learner's file as a module of its own (``CheckBuild/submissionModule``)
/// and import from it only the types they name (`@testable import struct
/// ExerciseSubmission.MemoScreen`), so a learner's `expectEqual` or `ViewHost`
/// is never in scope for them. Members are another matter: an extension of a type
/// the checks use (`extension ViewHost where Root == MemoScreen { func element… }`)
/// is visible through any import and can outrank the real member. So a learner's
/// file may not extend types it does not declare; the one exception is
/// `EnvironmentValues`, which custom environment keys need and no check calls.
struct SubmissionInterface {
  /// A top-level declaration of the learner's module (a type, or a function or
  /// variable): its name and the keyword a scoped import needs.
  struct TopLevelType: Equatable {
    var name: String
    var importKind: String
  }

  /// A member the learner's file adds to a type from another module.
  struct ForeignExtension: Equatable {
    /// `ViewHost.element(_:)`, or `Element: CustomStringConvertible` for a conformance.
    var declaration: String
    /// The module of the extended type (`StateRuntime`, `Swift`).
    var module: String
    /// 1-based line in the learner's file, 0 when unknown.
    var line: Int
  }

  /// Top-level declarations by name.
  var types: [String: TopLevelType] = [:]
  /// Extensions that make the checks untrustworthy; empty when the file is fine.
  var foreignExtensions: [ForeignExtension] = []

  /// Types whose extensions are allowed, as `Module.Type`.
  static let extensibleTypes: Set<String> = ["StateRuntime.EnvironmentValues"]
  /// Conformances the compiler reports on every extended type; they add no behaviour.
  static let markerProtocols: Set<String> = [
    "Swift.Copyable", "Swift.Escapable", "Swift.Sendable", "Swift.BitwiseCopyable",
  ]

  private struct Graph: Decodable {
    struct Symbol: Decodable {
      struct Kind: Decodable { var identifier: String }
      struct Identifier: Decodable { var precise: String }
      struct Location: Decodable {
        struct Position: Decodable { var line: Int }
        var position: Position
      }
      var kind: Kind
      var identifier: Identifier
      var pathComponents: [String]
      var location: Location?
    }
    struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
      var targetFallback: String?
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  /// Reads every `<module>*.symbols.json` in `directory`.
  init(symbolGraphDirectory directory: URL, module: String) throws(ExerciseError) {
    let names = ScratchFile.regularFiles(in: directory.path)
    guard names.contains("\(module).symbols.json") else {
      throw .fileAccess(path: directory.path, reason: "swiftc wrote no symbol graph for \(module)")
    }
    for name in names.sorted() where name.hasSuffix(".symbols.json") {
      let graph: Graph
      // The compiler's output, in the build folder: read as any file there is.
      let data = ScratchFile.contents(name, in: directory.path, limit: ScratchFile.buildLimit)
      do {
        graph = try JSONDecoder().decode(Graph.self, from: data ?? Data())
      } catch {
        throw .fileAccess(
          path: directory.appendingPathComponent(name).path, reason: "unreadable symbol graph")
      }
      let stem = String(name.dropLast(".symbols.json".count))
      if stem == module {
        for symbol in graph.symbols where symbol.pathComponents.count == 1 {
          guard let kind = Self.importKind(symbol.kind.identifier) else { continue }
          // A function's path component is its full name, `answer(for:)`: a scoped import wants `answer`.
          let name = String(symbol.pathComponents[0].prefix { $0 != "(" })
          types[name] = TopLevelType(name: name, importKind: kind)
        }
      } else if let at = stem.firstIndex(of: "@") {
        // `Module@Other.symbols.json` holds what `Module` adds to `Other`'s types.
        let extended = String(stem[stem.index(after: at)...])
        collectForeign(graph, extendedModule: extended)
      }
    }
  }

  private mutating func collectForeign(_ graph: Graph, extendedModule: String) {
    let lines = Dictionary(
      graph.symbols.map { ($0.identifier.precise, ($0.location?.position.line ?? -1) + 1) },
      uniquingKeysWith: { first, _ in first })
    var reported = Set<String>()
    for symbol in graph.symbols {
      let owner = "\(extendedModule).\(symbol.pathComponents.first ?? "")"
      guard !Self.extensibleTypes.contains(owner) else { continue }
      let declaration = symbol.pathComponents.joined(separator: ".")
      guard reported.insert(declaration).inserted else { continue }
      foreignExtensions.append(
        ForeignExtension(
          declaration: declaration, module: extendedModule,
          line: max(0, symbol.location?.position.line ?? -1) + 1))
    }
    for relationship in graph.relationships where relationship.kind == "conformsTo" {
      let target = relationship.targetFallback ?? relationship.target
      guard !Self.markerProtocols.contains(target) else { continue }
      let declaration = "conformance to \(target.split(separator: ".").last.map(String.init) ?? target)"
      guard reported.insert(declaration + relationship.source).inserted else { continue }
      foreignExtensions.append(
        ForeignExtension(
          declaration: declaration, module: extendedModule, line: lines[relationship.source] ?? 0))
    }
  }

  /// The keyword of a scoped import for a symbol kind, or `nil` for a non-type.
  static func importKind(_ symbolKind: String) -> String? {
    switch symbolKind {
    case "swift.struct": return "struct"
    case "swift.class", "swift.actor": return "class"
    case "swift.enum": return "enum"
    case "swift.protocol": return "protocol"
    case "swift.typealias": return "typealias"
    case "swift.func": return "func"
    case "swift.var": return "var"
    default: return nil
    }
  }

  /// The names a checks file says it takes from the learner's file: its
  /// `// Uses from your file: A, B.` line.
  static func namesUsed(byChecks source: String) -> [String] {
    let marker = "// Uses from your file:"
    guard let line = source.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else { return [] }
    return line.dropFirst(marker.count).split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".")))
    }.filter { !$0.isEmpty }
  }
}
