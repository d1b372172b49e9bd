/// A view with a tag: the value a `Picker` or `List(selection:)` selects when
/// this view is chosen. What `.tag(_:)` returns.
///
/// The tag changes neither identity nor state: it wraps the view the same
/// way on every evaluation, as in SwiftUI.
public struct TagView<Content: View, V: Hashable>: View {
  let content: Content
  let tag: V
  let includeOptional: Bool

  public var body: Never { bodyError() }
}

extension View {
  /// Tags the view with `tag`, for the `Picker` or selectable `List` around it.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Chocolate").tag(Flavor.chocolate)
  ///   Text("Vanilla").tag(Flavor.vanilla)
  /// }
  /// ```
  ///
  /// With `includeOptional` (the default, as since iOS 17), a tag of `T`
  /// also matches a selection of type `T?`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> TagView<Self, V> {
    TagView(content: self, tag: tag, includeOptional: includeOptional)
  }
}

/// A tagged view, whatever its types.
@MainActor
protocol TaggedView {
  var tagValue: Any { get }
  var tagIncludesOptional: Bool { get }
}

extension TagView: TaggedView {
  var tagValue: Any { tag }
  var tagIncludesOptional: Bool { includeOptional }
}

extension TagView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

/// `Optional`, asked for the type it wraps.
protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// How SwiftUI matches a tag to a selection of type `Value`.
///
/// The tag's type must be the selection's type exactly: an `Int` tag never
/// selects a `String` or a `Double`, and a `Flavor` tag never selects a
/// `Flavor.ID`. One widening exists: with `includeOptional` (the default
/// since iOS 17), a tag of `T` matches a selection of `T?`, as if written
/// `.tag(Optional(t))`; before iOS 17 the optional had to be written. A
/// `ForEach` inside a picker tags each row with its element's id when that
/// id's type matches, so rows of identifiable data need no `.tag`.
/// Documented on Apple's `Picker` and `View.tag(_:includeOptional:)` pages.
enum TagMatching {
  static func value<Value: Hashable>(_ tag: Any, as _: Value.Type, includeOptional: Bool) -> Value? {
    if type(of: tag) == Value.self { return tag as? Value }
    if includeOptional, let optional = Value.self as? any OptionalType.Type,
      optional.wrappedType == type(of: tag)
    {
      return tag as? Value
    }
    return nil
  }
}

/// One option of a picker or selectable list: its label and its tag.
struct SelectionOption {
  let label: String
  let tag: Any
  let includeOptional: Bool
}

extension ViewNode {
  /// The options under this node: each tagged view, and each `ForEach` row
  /// with no tag of its own (tagged with its id), labelled by its text.
  func selectionOptions() -> [SelectionOption] {
    children.flatMap { child -> [SelectionOption] in
      if let tagged = child.view as? any TaggedView {
        return [
          SelectionOption(
            label: child.optionLabel, tag: tagged.tagValue, includeOptional: tagged.tagIncludesOptional)
        ]
      }
      let nested = child.selectionOptions()
      if nested.isEmpty, case .element(let id) = child.key {
        return [SelectionOption(label: child.optionLabel, tag: id.base, includeOptional: true)]
      }
      return nested
    }
  }

  private var optionLabel: String {
    if let text = view as? Text { return text.content }
    let texts = descendantTexts()
    return texts.isEmpty ? descendantImageNames().joined(separator: " ") : texts.joined(separator: " ")
  }
}

/// A control whose options the driver chooses from by label (``ViewHost/select(_:in:)``).
@MainActor
protocol SelectionControl: ControlView {
  func options(in node: ViewNode) -> [String]
}
