/// Builds view content from closures: blocks of any arity, `if`/`else`,
/// `if let`, `switch`, and optional content, as SwiftUI's builder does.
///
/// These are Xcode 26's overloads: a block of several views builds a `TupleView`, an empty
/// one an `EmptyView`, and each expression must be a `View`. A file compiled for Xcode 27
/// also sees that release's `@ContentBuilder` overloads (declared in the tool's
/// `StateMacros` module, see StateMacroModule.swift), which build `TupleContent` and
/// `EmptyContent` from any content; the overloads here that both eras share are disfavoured
/// so that Swift prefers Xcode 27's where both apply. Where only these exist (Xcode 26's
/// era), a disfavoured overload is chosen as before.
@MainActor @resultBuilder
public enum ViewBuilder {
  @_disfavoredOverload
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
