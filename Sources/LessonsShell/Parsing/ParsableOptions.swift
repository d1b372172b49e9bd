/// A command's options, declared as typed properties: keys, usage, help and Tab completion
/// all derive from the declarations, so no key is ever spelled as a string.
///
/// In the manner of swift-argument-parser's `ParsableArguments` (which this tool cannot
/// depend on): a property's name is its key, `swiftVersion` typed as `--swift-version`.
///
/// ```swift
/// struct Flags: ParsableOptions {
///   @Flag(help: "Check every exercise.") var all: Bool
///   @Option(kind: .timeoutSeconds, help: "Give up after this long.") var timeout: Double?
/// }
/// let spec = ArgumentSpec(positionals: [.exerciseID()], options: Flags.self)
/// let flags = arguments.decode(Flags.self)   // flags.all, flags.timeout, flags.$all.spelling
/// ```
package protocol ParsableOptions: Decodable, Sendable {
  /// The declarations, each with its help and no value: the parser reads them by reflection.
  init()
}

extension ParsableOptions {
  /// The options with their names and none given: how messages elsewhere spell one
  /// (`SolutionCommand.Flags.declared.$force.spelling`) without writing its key again.
  ///
  /// Not for the declarations' own help texts: building them builds this.
  package static var declared: Self { ParsedArguments().decode(Self.self) }

  /// The `--name` options these properties declare, in declaration order.
  static var optionSpecs: [OptionSpec] {
    Mirror(reflecting: Self()).children.compactMap { child in
      guard let label = child.label, let declaration = child.value as? any OptionDeclaration else {
        return nil
      }
      // A wrapped property `all` is stored as `_all`.
      return declaration.spec(key: OptionName.key(forProperty: label))
    }
  }
}

/// What ``Flag`` and ``Option`` share: the spec they declare for the parser.
protocol OptionDeclaration {
  /// The spec of this declaration under `key`, the name without dashes.
  func spec(key: String) -> OptionSpec
}

/// No options: the declarations of a command that takes none.
package struct NoOptionDeclarations: ParsableOptions {
  /// None.
  package init() {}
}

extension ArgumentSpec {
  /// A spec whose options are the properties of `declarations`.
  package init(positionals: [PositionalSpec] = [], options declarations: (some ParsableOptions).Type) {
    self.init(positionals: positionals, options: declarations.optionSpecs)
  }
}

extension ParsedArguments {
  /// The options given, as the typed properties of `declarations`.
  ///
  /// The values were validated for their kind by the parser, so decoding cannot fail for the
  /// spec the declarations made; a declaration that is no ``Flag`` or ``Option`` is a programming
  /// error, stopped here (and by `OptionsDeclarationTests` for every registered command).
  package func decode<Options: ParsableOptions>(_ declarations: Options.Type) -> Options {
    do {
      return try Options(from: OptionDecoder(arguments: self))
    } catch {
      preconditionFailure("\(Options.self) declares a property that is no @Flag or @Option: \(error)")
    }
  }
}
