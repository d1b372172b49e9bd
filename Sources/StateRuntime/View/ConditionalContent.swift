/// The content of an `if`/`else` or `switch` in a view builder.
///
/// The two branches are distinct identities: moving a view from one branch
/// to the other gives it fresh state, exactly as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { bodyError() }
}

extension _ConditionalContent: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    switch storage {
    case .trueContent(let view): [ChildView(key: .branch(true), view: view)]
    case .falseContent(let view): [ChildView(key: .branch(false), view: view)]
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    switch self {
    case .some(let view): [ChildView(key: .branch(true), view: view)]
    case .none: []
    }
  }
}

extension Optional {
  public var body: Never { primitiveBodyError(Self.self) }
}
