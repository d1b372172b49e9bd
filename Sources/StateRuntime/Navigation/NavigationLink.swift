/// A button that pushes a view on the enclosing `NavigationStack` (or
/// `NavigationView`).
///
/// As SwiftUI's `NavigationLink`, in its two families:
/// - a value link (`NavigationLink(_:value:)`) appends its value to the
///   stack's path (yours, with `NavigationStack(path:)`, or the stack's own);
///   the stack shows the destination declared for the value's type;
/// - a destination link (`NavigationLink(_:destination:)`) pushes the view it
///   holds, above the path's values and not on the path; with `isActive:`
///   its `Binding<Bool>` pushes it (`true`) and pops it (`false`), and
///   popping it writes `false`.
///
/// Either is a button to the driver: `try host.tap("Pancakes")`. A pushed
/// view covers the screen below, which keeps its state; popping discards
/// the pushed view's state.
///
/// ```swift
/// NavigationLink("Pancakes", value: Recipe.pancakes)
/// NavigationLink("Settings", destination: SettingsView())
/// NavigationLink(destination: DetailView(), isActive: $showsDetail) { Text("Detail") }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  let title: String?
  let value: AnyHashable?
  let destination: Destination?
  /// Held in a box, not as a `Binding` field: a binding field tells the
  /// graph to skip the link when the value matches what its parent's body
  /// transmitted, but the link reads the binding itself, after that body
  /// (as a sheet's `isPresented` is read), so every write must reach it.
  let activeBox: ActiveBinding?
  let label: Label

  var isActive: Binding<Bool>? { activeBox?.binding }

  /// A link titled `title` that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?)
  where Label == Text, Destination == Never {
    self.title = String(title)
    self.value = value.map { AnyHashable($0) }
    self.destination = nil
    self.activeBox = nil
    self.label = Text(title)
  }

  /// A link shown as `label` that pushes `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.title = nil
    self.value = value.map { AnyHashable($0) }
    self.destination = nil
    self.activeBox = nil
    self.label = label()
  }

  /// A link shown as `label` that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(title: nil, destination: destination(), isActive: nil, label: label())
  }

  /// A link titled `title` that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination)
  where Label == Text {
    self.init(title: String(title), destination: destination(), isActive: nil, label: Text(title))
  }

  /// A link shown as `label` that pushes `destination` (deprecated in
  /// SwiftUI for the closure form, and in most published code).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(title: nil, destination: destination, isActive: nil, label: label())
  }

  /// A link titled `title` that pushes `destination` (deprecated in SwiftUI
  /// for the closure form, and in most published code).
  public init<S: StringProtocol>(_ title: S, destination: Destination) where Label == Text {
    self.init(title: String(title), destination: destination, isActive: nil, label: Text(title))
  }

  /// A link shown as `label` whose `isActive` binding pushes `destination`
  /// while `true` (deprecated in SwiftUI for `navigationDestination(isPresented:)`).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(title: nil, destination: destination, isActive: isActive, label: label())
  }

  /// A link titled `title` whose `isActive` binding pushes `destination`
  /// while `true` (deprecated in SwiftUI for `navigationDestination(isPresented:)`).
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>)
  where Label == Text {
    self.init(title: String(title), destination: destination, isActive: isActive, label: Text(title))
  }

  /// A link titled `title` whose `isActive` binding pushes `destination`
  /// while `true`, the content-builder form (deprecated in SwiftUI too).
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) where Label == Text {
    self.init(title: String(title), destination: destination(), isActive: isActive, label: Text(title))
  }

  /// A link shown as `label` whose `isActive` binding pushes `destination`
  /// while `true`, the content-builder form (deprecated in SwiftUI too).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(title: nil, destination: destination(), isActive: isActive, label: label())
  }

  private init(title: String?, destination: Destination, isActive: Binding<Bool>?, label: Label) {
    self.title = title
    self.value = nil
    self.destination = destination
    self.activeBox = isActive.map(ActiveBinding.init)
    self.label = label
  }

  public var body: Never { bodyError() }
}

/// A link's `isActive` binding, out of the graph's sight as a binding field.
struct ActiveBinding {
  let binding: Binding<Bool>
}

/// Lets a stack find the view a destination link pushes without knowing its types.
@MainActor
protocol DestinationLinkView {
  var destinationView: any View { get }
  func title(in node: ViewNode) -> String
}

extension NavigationLink: DestinationLinkView {
  var destinationView: any View { destination.map { $0 as any View } ?? EmptyView() }

  func title(in node: ViewNode) -> String {
    title ?? node.descendantTexts().joined(separator: " ")
  }
}

extension NavigationLink: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    if let isActive, destination != nil, let context = environment[NavigationContextKey.self] {
      // The binding is the truth: reading it here makes the link update
      // when it changes, and the link pushes or pops its screen to match.
      let active = node.graph.trackReads(of: node) { isActive.wrappedValue }
      if active {
        context.push(link: node, isActive: isActive)
      } else if context.isPushed(link: node) {
        context.pop(link: node)
      }
    }
    return title == nil ? [ChildView(key: .content, view: label)] : []
  }

  func element(in node: ViewNode) -> Element {
    // Outside a stack, or with no value or destination, SwiftUI shows the link disabled.
    let isDisabled =
      !node.environment.isEnabled || (value == nil && destination == nil)
      || node.environment[NavigationContextKey.self] == nil
    return Element(kind: .button, label: title(in: node), value: nil, isDisabled: isDisabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .tap = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    guard let context = node.environment[NavigationContextKey.self] else { return }
    if let value {
      context.push(value)
    } else if destination != nil {
      context.push(link: node, isActive: isActive)
      if let isActive, !isActive.wrappedValue { isActive.wrappedValue = true }
    }
  }
}
