/// The plugin's SwiftData macros: `@Model`, the `@_PersistedProperty` it puts on each stored
/// property, `@ModelActor`, and `@Transient`, `@Attribute` and `@Relationship`, which mark a
/// property and expand to nothing (the runtime's store is in memory: no schema options apply).
///
/// What `@Model` expands to follows the shape of Apple's expansion (Xcode's "Expand Macro" on a
/// `@Model` class shows it): every stored `var` gets accessors that read and write the model's
/// backing data (`getValue(forKey:)`, `setValue(forKey:to:)`) and an `init` accessor, with a
/// placeholder peer `_name` of type `_SwiftDataNoType`; the class gets its backing data,
/// `persistentBackingData`, `init(backingData:)` and conformance to `PersistentModel` and
/// `Observable`. The runtime's names are its own (Sources/StateRuntime/SwiftData), and the unit
/// tests write the same expansion by hand (Tests/StateRuntimeTests/SwiftData/ExpandedModels.swift).
enum ModelMacroPlugin {
  static let source = #"""

    /// A stored property `@Model` persists: a `var`, not static, not computed, not `@Transient`.
    func isPersisted(_ member: some DeclSyntaxProtocol) -> String? {
      guard let variable = member.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
        let binding = variable.bindings.first, binding.accessorBlock == nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        !name.hasPrefix("_")
      else { return nil }
      let skipped: Set<String> = ["static", "class", "lazy"]
      if variable.modifiers.contains(where: { skipped.contains($0.name.text) }) { return nil }
      let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
      if attributes.contains(where: { ["Transient", "ObservationIgnored", "_PersistedProperty"].contains($0) }) {
        return nil
      }
      return name
    }

    /// `@Model class Voyage { … }`: SwiftData's model macro (see ModelMacroPlugin.swift in the tool).
    public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
      struct Failure: Error, CustomStringConvertible {
        let description: String
      }

      public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
      ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
          throw Failure(description: "@Model applies to a class: SwiftData's models are classes")
        }
        let name = type.name.text
        let persisted = declaration.memberBlock.members.compactMap { isPersisted($0.decl) }
        let placeholders = persisted.map { "_\($0) = _SwiftDataNoType()" }.joined(separator: "\n")
        let rules = declaration.memberBlock.members.reduce(into: [String: String]()) { rules, member in
          guard let property = isPersisted(member.decl), let variable = member.decl.as(VariableDeclSyntax.self)
          else { return }
          for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
              attribute.attributeName.trimmedDescription == "Relationship",
              case .argumentList(let arguments) = attribute.arguments,
              let rule = arguments.first(where: { $0.label?.text == "deleteRule" })
            else { continue }
            rules[property] = rule.expression.trimmedDescription
          }
        }
        let metadata = persisted.map { property in
          let rule = rules[property].map { ", deleteRule: \($0)" } ?? ""
          return "Schema.PropertyMetadata(name: \"\(property)\", keypath: \\\(name).\(property)\(rule))"
        }
        .joined(separator: ", ")
        return [
          "private var _$backingData = ModelBackingData(for: \(raw: name).self)",
          """
          public var persistentBackingData: ModelBackingData {
            get { _$backingData }
            set { _$backingData = newValue }
          }
          """,
          """
          public static var schemaMetadata: [Schema.PropertyMetadata] { [\(raw: metadata)] }
          """,
          """
          public required init(backingData: ModelBackingData) {
            \(raw: placeholders)
            _$backingData = backingData
          }
          """,
        ]
      }

      public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
      ) throws -> [AttributeSyntax] {
        isPersisted(member) == nil ? [] : ["@_PersistedProperty"]
      }

      public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
      ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): PersistentModel, Observable {}")]
      }
    }

    /// A persisted property of a `@Model` class: its value lives in the backing data.
    public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
      static func typeName(_ context: some MacroExpansionContext) -> String {
        for scope in context.lexicalContext {
          if let type = scope.as(ClassDeclSyntax.self) { return type.name.text }
        }
        return "Self"
      }

      public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
      ) throws -> [AccessorDeclSyntax] {
        guard let name = isPersisted(declaration) ?? declaration.as(VariableDeclSyntax.self)?.bindings.first?
          .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return [] }
        let owner = typeName(context)
        return [
          """
          @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
          init(initialValue) {
            _$backingData.setInitialValue(initialValue, forKey: \\\(raw: owner).\(raw: name))
            _\(raw: name) = _SwiftDataNoType()
          }
          """,
          "get { getValue(forKey: \\.\(raw: name)) }",
          "set { setValue(forKey: \\.\(raw: name), to: newValue) }",
        ]
      }

      public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
      ) throws -> [DeclSyntax] {
        guard let name = declaration.as(VariableDeclSyntax.self)?.bindings.first?
          .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return [] }
        return ["private var _\(raw: name): _SwiftDataNoType"]
      }
    }

    /// `@Transient`, `@Attribute(…)`, `@Relationship(…)`: marks, expanding to nothing.
    public struct ModelMarkerMacro: PeerMacro {
      public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
      ) throws -> [DeclSyntax] {
        []
      }
    }

    /// `@ModelActor actor Importer { … }`: a context of its own on a container.
    public struct ModelActorMacro: MemberMacro, ExtensionMacro {
      public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
      ) throws -> [DeclSyntax] {
        [
          "nonisolated let modelExecutor: any ModelExecutor",
          "nonisolated let modelContainer: ModelContainer",
          """
          init(modelContainer: ModelContainer) {
            let modelContext = ModelContext(modelContainer)
            self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
            self.modelContainer = modelContainer
          }
          """,
        ]
      }

      public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
      ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): ModelActor {}")]
      }
    }

    """#
}
