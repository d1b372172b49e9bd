// Built by `lessons check` and `lessons play` (STATE_RUNTIME_ENTRY_MACRO), the
// runtime declares the real macro, expanded by a plugin the cache builds
// against the toolchain's SwiftSyntax. Elsewhere (the package's own build)
// the definition must name a macro implementation the compiler can find, or
// the declaration itself draws a warning ("could not be found"), which the
// build treats as an error. The toolchain's Observation plugin is always
// there (`@Observable` needs it); its tracked-property peer macro expands to
// nothing for a property outside an `@Observable` class, so the only errors
// a learner sees are this message and "extensions must not contain stored
// properties".

#if STATE_RUNTIME_ENTRY_MACRO
  /// SwiftUI's `@Entry` macro: a custom environment value in one line.
  ///
  /// Inside `extension EnvironmentValues`, `@Entry var accent: String = "blue"`
  /// expands to a private `EnvironmentKey` whose default is the initial value,
  /// and a computed `accent` reading and writing it. `lessons check` and
  /// `lessons play` build the runtime with the plugin that expands it.
  @attached(accessor)
  @attached(peer, names: prefixed(__Key_))
  public macro Entry() = #externalMacro(module: "EntryMacros", type: "EntryMacro")
#else
  /// SwiftUI's `@Entry` macro, which this build of the runtime cannot expand: using it is a
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
#endif
