/// What the runtime needs to know about a view type, worked out once per type.
///
/// Type names, protocol conformances and the list of dynamic properties do
/// not change between values of one type; asking the Swift runtime for them
/// on every node (demangling a name, a dynamic cast, a `Mirror`) was the
/// bulk of mounting a long list.
@MainActor
struct ViewTypeInfo {
  /// The type name without generic arguments: `TitleEditor`, `VStack`.
  let name: String
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
    let info = ViewTypeInfo(
      name: baseName(of: type),
      isComposite: isComposite,
      isShownInPath: isComposite || type is any NamedPrimitiveView.Type,
      dynamicPropertyLabels: isComposite
        ? Mirror(reflecting: view).children.compactMap {
          $0.value is any DynamicPropertySlot ? $0.label : nil
        }
        : [],
      isControl: type is any ControlView.Type,
      isLifecycle: type is any LifecycleView.Type)
    cache[key] = info
    return info
  }

  nonisolated static func baseName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return String(name.prefix { $0 != "<" })
  }
}
