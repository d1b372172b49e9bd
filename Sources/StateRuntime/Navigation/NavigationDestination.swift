/// The modifier behind `navigationDestination(for:destination:)`: declares,
/// for the enclosing stack, the view that a pushed value of one type shows.
struct NavigationDestinationModifier<Base: View, D: Hashable, Screen: View>: View {
  let base: Base
  let destination: @MainActor (D) -> Screen

  var body: Never { bodyError() }
}

extension NavigationDestinationModifier: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let destination = self.destination
    environment[NavigationContextKey.self]?.register(D.self, node: node) { value in destination(value) }
    return [ChildView(key: .content, view: base)]
  }
}

extension View {
  /// Declares the view a pushed value of type `data` shows, for the
  /// `NavigationStack` this view is in.
  ///
  /// As in SwiftUI, declare it inside the stack (on the root, or on a pushed
  /// view), not on a lazy container's rows. The closure is called with the
  /// pushed value; what it reads counts for the view that declares it.
  ///
  /// ```swift
  /// List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
  ///   .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    NavigationDestinationModifier(base: self, destination: destination)
  }
}
