/// Marks `@State` reads that must not become dependencies (a binding's
/// snapshot taken when the binding is made).
@MainActor
enum UntrackedReads {
  private static var depth = 0

  static var isActive: Bool { depth > 0 }

  static func perform<Result>(_ body: () -> Result) -> Result {
    depth += 1
    defer { depth -= 1 }
    return body()
  }
}
