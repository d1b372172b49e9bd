/// What the runtime needs to know about a view type, worked out once per type.
///
/// Type names, protocol conformances and the list of dynamic properties do
/// not change between values of one type; asking the Swift runtime for them
/// on every node (demangling a name, a dynamic cast, a `Mirror`) was the
/// bulk of mounting a long list.
@MainActor
struct ViewTypeInfo {
  /// The type name without generic arguments: `NoteEditor`, `VStack`.
  let name: String
  /// The name `_printChanges` prints: enclosing types, no module (`Editor.NoteEditor`).
  let qualifiedName: String
  /// Whether the runtime evaluates a `body` (user views) or handles it (primitives).
  let isComposite: Bool
  /// Whether the view appears by name in paths and the rendered tree.
  let isShownInPath: Bool
  /// Labels of the dynamic properties (`_title`), in declaration order.
  let dynamicPropertyLabels: [String]
  /// Whether the view is a text or control (``ControlView``).
  let isControl: Bool
  /// Whether the view does work on appearing and going away (``LifecycleView``).
  let isLifecycle: Bool

  private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

  static func of(_ view: any View) -> ViewTypeInfo {
    let type = Swift.type(of: view)
    let key = ObjectIdentifier(type)
    if let known = cache[key] { return known }
    // Conformances are asked of the metatype: a value cast such as
    // `view as? any ControlView` looks inside an `Optional<Text>` and would
    // make the optional wrapper a second text.
    let isComposite = !(type is any PrimitiveView.Type)
    // An app's root is named after its app (``NamedAfterType``).
    let named = (type as? any NamedAfterType.Type)?.namingType ?? type
    let info = ViewTypeInfo(
      name: baseName(of: named),
      qualifiedName: qualifiedName(of: named),
      isComposite: isComposite,
      isShownInPath: isComposite || type is any NamedPrimitiveView.Type,
      dynamicPropertyLabels: isComposite
        ? Mirror(reflecting: view).children.compactMap {
          $0.value is any DynamicPropertySlot ? $0.label.map(DynamicProperties.propertyName) : nil
        }
        : [],
      isControl: type is any ControlView.Type,
      isLifecycle: type is any LifecycleView.Type)
    cache[key] = info
    return info
  }

  /// `Outer.ContentView` for `MyApp.Outer.ContentView`, as SwiftUI prints it.
  ///
  /// The module is dropped, and so are the anonymous contexts of types
  /// declared inside functions (`(unknown context at $…)`), which is how
  /// SwiftUI's compatibility tests record a view declared in a test method:
  /// `ChangedBodyPropertyCompatibilityTests.ContentView`. Generic arguments
  /// are left out, as in ``name``.
  nonisolated static func qualifiedName(of type: Any.Type) -> String {
    let reflected = String(reflecting: type)
    let withoutGenerics = String(reflected.prefix { $0 != "<" })
    var components: [Substring] = []
    let rest = Substring(withoutGenerics)
    // Split at dots outside parentheses: `(unknown context at $1234).View`.
    var depth = 0
    var start = rest.startIndex
    for index in rest.indices {
      switch rest[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "." where depth == 0:
        components.append(rest[start..<index])
        start = rest.index(after: index)
      default: break
      }
    }
    components.append(rest[start...])
    let named = components.dropFirst().filter { !$0.hasPrefix("(") }
    return named.isEmpty ? baseName(of: type) : named.joined(separator: ".")
  }

  nonisolated static func baseName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return String(name.prefix { $0 != "<" })
  }
}
