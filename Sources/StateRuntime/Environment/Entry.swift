// The definition must name a macro implementation the compiler can find, or
// the declaration itself draws a warning ("could not be found"), which the
// build treats as an error. The toolchain's Observation plugin is always
// there (`@Observable` needs it); its tracked-property peer macro expands to
// nothing for a property outside an `@Observable` class, so the only errors
// a learner sees are this message and "extensions must not contain stored
// properties".

/// SwiftUI's `@Entry` macro, which this runtime cannot expand: using it is a
/// compile error that shows the `EnvironmentKey` form to write instead.
///
/// In SwiftUI, `@Entry` inside `extension EnvironmentValues` expands to a
/// private `EnvironmentKey` and a computed property reading it. Expanding it
/// needs a compiler plugin built against SwiftSyntax, which the runtime (the
/// toolchain and nothing else) does not ship, so the declaration is
/// unavailable and its message is the expansion, written by hand:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue: String = "blue"
/// }
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
@available(
  *, unavailable,
  message: """
    @Entry is a SwiftUI macro this runtime cannot expand. Write what it expands to, an EnvironmentKey:
      private struct AccentKey: EnvironmentKey {
        static let defaultValue: String = "blue"
      }
      extension EnvironmentValues {
        var accent: String {
          get { self[AccentKey.self] }
          set { self[AccentKey.self] = newValue }
        }
      }
    """
)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")
