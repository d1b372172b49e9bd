/// Where a `NavigationStack`'s path lives: a `Binding<[some Hashable]>`, a
/// `Binding<NavigationPath>`, or the stack itself (`init(root:)`).
@MainActor
protocol NavigationPathSource {
  /// The pushed values, first pushed first. Reading it in a tracked scope is
  /// a dependency on the path.
  var elements: [AnyHashable] { get }
  /// Pushes `value`; a value of a type the path cannot hold is ignored.
  func append(_ value: AnyHashable)
  /// Pops values until `count` are left.
  func removeLast(keeping count: Int)
}

/// A path bound to a collection of one `Hashable` type (`$recipes`).
struct CollectionPathSource<Data>: NavigationPathSource
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
  let binding: Binding<Data>

  var elements: [AnyHashable] { binding.wrappedValue.map { AnyHashable($0) } }

  func append(_ value: AnyHashable) {
    // SwiftUI's NavigationLink(value:) of another type finds no room on a
    // typed path either; it is ignored.
    guard let element = value.base as? Data.Element else { return }
    binding.wrappedValue.append(element)
  }

  func removeLast(keeping count: Int) {
    let current = binding.wrappedValue
    guard current.count > count else { return }
    binding.wrappedValue = Data(current.prefix(count))
  }
}

/// A path bound to a `NavigationPath` (`$path`).
struct ErasedPathSource: NavigationPathSource {
  let binding: Binding<NavigationPath>

  var elements: [AnyHashable] { binding.wrappedValue.elements }

  func append(_ value: AnyHashable) {
    binding.wrappedValue.elements.append(value)
  }

  func removeLast(keeping count: Int) {
    let current = binding.wrappedValue
    guard current.count > count else { return }
    binding.wrappedValue.removeLast(current.count - count)
  }
}

/// The path of a stack made with `init(root:)`: the stack owns it, as
/// SwiftUI's does, so `NavigationLink(value:)` and the back button still work.
@MainActor
final class OwnPathSource: NavigationPathSource {
  weak var node: ViewNode?
  private var values: [AnyHashable] = []

  var elements: [AnyHashable] { values }

  func append(_ value: AnyHashable) {
    values.append(value)
    changed()
  }

  func removeLast(keeping count: Int) {
    guard values.count > count else { return }
    values.removeLast(values.count - count)
    changed()
  }

  private func changed() {
    guard let node else { return }
    node.graph.invalidate(node, because: .dependencies)
  }
}
