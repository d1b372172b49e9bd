/// The plugin's `StateMacro`: `@State` as Xcode 27's `State()` macro, which `play` and
/// `check` use for every file they compile in that era (see ``StateMacroModule``).
///
/// What it models, and from where:
/// - Apple's `State()` page declares `@attached(accessor, names: named(init), named(get),
///   named(set))` and `@attached(peer, names: prefixed(_), prefixed(__), prefixed($))`: the
///   property gets accessors, the storage is the peer `__name`, and `_name` and `$name` are
///   peers over it. The runtime logs the storage as `_name`, as SwiftUI does.
/// - TN3211: "the compiler treats the property like any other stored property of the view".
///   So a property without an initial value gets an `init` accessor: an `init`'s
///   `self.title = title`, and the memberwise `init`'s argument, initialise it, in any order.
/// - TN3211's rule, "Initialize all non-@State stored properties before assigning to any
///   @State property": assigning `_title` (computed) or a property that already has its
///   initial value (through its setter) uses `self`, so Swift rejects it before the view's
///   other stored properties are set. The tool words the error as TN3211 quotes it
///   (``StateMacroAdvice``).
/// - TN3211's boxed note: an inline initial value takes precedence over a value assigned in
///   `init`, which is thrown away (the runtime's `State(_declaredValue:)`).
/// - Apple's `State()` page: the default value is instantiated "the first time SwiftUI
///   instantiates the view": the initial value moves, unevaluated, into the storage.
/// - TN3211, "Avoid composing additional property wrappers with @State": "Applying another
///   property wrapper to a property declared with `@State` produces: error: invalid
///   redeclaration of synthesized property '_counter'", because "The composed property
///   wrapper and the `@State` macro each attempt to synthesize a backing storage property
///   using the same underscore-prefixed name." Swift 6.3 does not get that far: given the
///   macro's accessors the property is computed, and it refuses the wrapper first ("property
///   wrapper cannot be applied to a computed property"); without them, an accessor macro
///   that yields no getter is an error of its own. So where another attribute that may be a
///   wrapper is composed (a capitalised name other than a global actor's), the macro reports
///   the clash itself, at the declaration, in TN3211's words, and leaves out the `_name` that
///   would clash again. (Tried without the accessors, Swift 6.3 does report the two `_name`s
///   in TN3211's words, inside the expansion, beside "expansion of macro 'State()' did not
///   produce a non-observing accessor".)
///   ``StateMacroAdvice`` adds TN3211's fix.
///
/// What the storage's access is, is the runtime's choice: private storage with an initial
/// value would make the memberwise `init` private on this toolchain (Swift 6.3), while
/// Xcode 27's Swift 6.4 leaves such a property out of it when another property is more
/// accessible (swiftlang/swift#84514). So the storage is internal, one more defaulted
/// parameter, and `Row(item:)` compiles for `let item` beside `@State private var expanded = false`.
enum StateMacroPlugin {
  static let source = #"""

    /// `@State` as Xcode 27's `State()` macro (see StateMacroPlugin.swift in the tool).
    public struct StateMacro: AccessorMacro, PeerMacro {
      struct Failure: Error, CustomStringConvertible {
        let description: String
      }

      struct Parts {
        var name: String
        var type: TypeSyntax?
        var value: ExprSyntax?
        var access: String
        var storage: Storage
        /// Whether another attribute (a property wrapper) is composed with `@State`: the
        /// wrapper's `_name` and the macro's meet, and the macro says so in TN3211's words
        /// ("invalid redeclaration of synthesized property '_counter'").
        var isComposed: Bool
      }

      /// How the storage `__name` starts.
      enum Storage {
        /// No initial value: a placeholder the `init` accessor (or `_name = …`) replaces.
        case initAccessor
        /// The declaration's initial value, unevaluated until an identity needs it; a value
        /// an `init` writes before then is thrown away.
        case declared(ExprSyntax)
        /// An optional without a value: nil, which an `init` may overwrite, as the property
        /// wrapper's `init()` lets it.
        case optional
      }

      static func parts(_ declaration: some DeclSyntaxProtocol) throws -> Parts {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
          throw Failure(description: "@State applies to a stored 'var' of a view")
        }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
          throw Failure(description: "@State applies to a 'var': its value changes")
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else { throw Failure(description: "@State applies to one named 'var' per declaration") }
        guard binding.accessorBlock == nil else {
          throw Failure(description: "@State applies to a stored 'var', not one with accessors")
        }
        let access =
          // `private(set)` limits the setter only: the binding keeps the declaration's access.
          variable.modifiers.first { modifier in
            modifier.detail == nil
              && ["private", "fileprivate", "internal", "package", "public"].contains(modifier.name.text)
          }.map { "\($0.name.text) " } ?? ""
        let type = binding.typeAnnotation?.type.trimmed
        let value = binding.initializer?.value.trimmed
        let storage: Storage
        if let value {
          storage = .declared(value)
        } else if let type, isOptional(type) {
          storage = .optional
        } else if type != nil {
          storage = .initAccessor
        } else {
          throw Failure(description: "@State var \(name) needs a type or an initial value")
        }
        let isComposed = variable.attributes.contains { element in
          guard let attribute = element.as(AttributeSyntax.self) else { return false }
          let name = attribute.attributeName.trimmedDescription
          // A global actor (`@MainActor`) is no property wrapper.
          return name != "State" && name.first?.isUppercase == true && !name.hasSuffix("Actor")
        }
        return Parts(
          name: name, type: type, value: value, access: access, storage: storage, isComposed: isComposed)
      }

      static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
      }

      /// The value's type written out, when the declaration leaves it to inference: a
      /// literal's, or a type's own initialiser (`Model()`), which a peer cannot infer.
      static func inferredType(of value: ExprSyntax) -> String? {
        var value = value
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
          value = prefix.expression
        }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self),
          let call = unwrapped.expression.as(FunctionCallExprSyntax.self)
        {
          // `URL(string: "…")!`: the failable initialiser's type.
          return inferredType(of: ExprSyntax(call))
        }
        if let array = value.as(ArrayExprSyntax.self) {
          // `[Tile(id: 1), Tile(id: 2)]`: one element type throughout.
          let types = Set(array.elements.map { inferredType(of: $0.expression) })
          guard types.count == 1, let element = types.first ?? nil else { return nil }
          return "[\(element)]"
        }
        if let dictionary = value.as(DictionaryExprSyntax.self),
          case .elements(let elements) = dictionary.content
        {
          let keys = Set(elements.map { inferredType(of: $0.key) })
          let values = Set(elements.map { inferredType(of: $0.value) })
          guard keys.count == 1, values.count == 1, let key = keys.first ?? nil, let element = values.first ?? nil
          else { return nil }
          return "[\(key): \(element)]"
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
          member.declName.baseName.text.first?.isLowercase == true
        {
          // `Tab.home`, `Date.now`: a case or static member of the type it names, as such
          // initial values almost always are.
          if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
          }
          if let nested = base.as(MemberAccessExprSyntax.self), isTypeName(nested) { return nested.trimmedDescription }
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
          let callee = call.calledExpression
          if let reference = callee.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
          {
            return reference.baseName.text
          }
          if let specialised = callee.as(GenericSpecializationExprSyntax.self),
            let reference = specialised.expression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
          {
            return "\(reference.baseName.text)\(specialised.genericArgumentClause.trimmedDescription)"
          }
          if let member = callee.as(MemberAccessExprSyntax.self), isTypeName(member) {
            return member.trimmedDescription
          }
          if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
            return callee.trimmedDescription
          }
        }
        return nil
      }

      /// Whether `member` names a nested type (`Outer.Inner`): every part capitalised.
      static func isTypeName(_ member: MemberAccessExprSyntax) -> Bool {
        guard member.declName.baseName.text.first?.isUppercase == true, let base = member.base else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
          return reference.baseName.text.first?.isUppercase == true
        }
        return base.as(MemberAccessExprSyntax.self).map(isTypeName) ?? false
      }

      public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
      ) throws -> [AccessorDeclSyntax] {
        // An unusable declaration is reported once, by the peer expansion.
        guard let parts = try? parts(declaration) else { return [] }
        if parts.isComposed {
          // TN3211's error for the wrapper's `_name` and the macro's (see the type's comment).
          throw Failure(description: "invalid redeclaration of synthesized property '_\(parts.name)'")
        }
        var accessors: [AccessorDeclSyntax] = []
        if case .initAccessor = parts.storage {
          accessors.append(
            """
            @storageRestrictions(initializes: __\(raw: parts.name))
            init(initialValue) {
              __\(raw: parts.name) = State(initialValue: initialValue)
            }
            """)
        }
        accessors.append("get { __\(raw: parts.name).wrappedValue }")
        accessors.append("nonmutating set { __\(raw: parts.name).wrappedValue = newValue }")
        return accessors
      }

      public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
      ) throws -> [DeclSyntax] {
        let parts = try parts(declaration)
        let name = parts.name
        let valueType = parts.type?.description ?? parts.value.flatMap(inferredType(of:))
        let annotation = valueType.map { ": State<\($0)>" } ?? ""
        let storage: DeclSyntax
        switch parts.storage {
        case .initAccessor:
          storage = "private var __\(raw: name)\(raw: annotation) = State(_uninitialisedProperty: \(literal: name))"
        case .declared(let value):
          storage = "var __\(raw: name)\(raw: annotation) = State(_declaredValue: \(value))"
        case .optional:
          storage = "var __\(raw: name)\(raw: annotation) = State(initialValue: nil)"
        }
        // The peers over the storage need its type written out. Without one there is no
        // `_name` or `$name`: the macro cannot see whether the view uses them (its lexical
        // context holds no members), so the tool's note on the compiler's "cannot find
        // '$name'" says what to write (`StateAssignmentAdvice.macroProjectionNotes`).
        guard let valueType else { return [storage] }
        // A composed wrapper's `_name` is the one the accessors' error speaks of.
        guard !parts.isComposed else { return [storage] }
        let wrapper: DeclSyntax = """
          private var _\(raw: name): State<\(raw: valueType)> {
            get { __\(raw: name) }
            set { __\(raw: name) = newValue }
          }
          """
        let projection: DeclSyntax = """
          \(raw: parts.access)var $\(raw: name): Binding<\(raw: valueType)> {
            __\(raw: name).projectedValue
          }
          """
        return [storage, wrapper, projection]
      }
    }
    """#
}
