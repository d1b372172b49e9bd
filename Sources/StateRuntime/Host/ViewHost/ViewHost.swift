/// Mounts a view and drives it the way a user and the outside world would.
///
/// ```swift
/// @MainActor let host = ViewHost(Editor())   // mounts and renders once
/// try host.type("Final", into: "Title")      // acts, then flushes
/// host.bodyCount(of: "TitleField")           // body evaluations so far
/// print(host.changes.map(\.description))     // the _printChanges log
/// ```
///
/// Everything runs on the main actor. Actions flush before returning;
/// mutations made elsewhere (a model changed by a test, a task) wait for
/// ``flush()`` or ``settle(timeout:)``, and are coalesced into one pass.
@MainActor
public final class ViewHost<Root: View> {
  /// How the host behaves.
  public struct Options: Sendable {
    /// The Xcode release whose SwiftUI the host reproduces (default: the
    /// current one, Xcode 27). It decides when `@State` initial values are
    /// evaluated; see ``XcodeRelease``.
    public var xcode: XcodeRelease
    /// How long ``settle(timeout:)`` waits by default.
    public var settleTimeout: Duration
    /// Runs before every update pass (the mount, each flush), on the main actor.
    ///
    /// Not SwiftUI's: a harness that mounts several hosts side by side uses it
    /// to install what one host's code reaches as a process-wide singleton
    /// (`Database.shared`), so every body sees its own host's.
    @_spi(Tooling)
    public var willUpdate: (@MainActor @Sendable () -> Void)?
    /// The appearance at mount, for `@Environment(\.colorScheme)` (default: light).
    public var colorScheme: ColorScheme
    /// How many rows of each `ForEach` in a `List` or lazy stack are built before any
    /// ``ViewHost/scroll(rows:)`` (default: 10): SwiftUI builds a lazy container's rows
    /// as they scroll into view (Containers/LazyWindow.swift).
    public var visibleRows = LazyWindow.defaultRows

    /// Options for a host of `xcode`'s SwiftUI that waits `settleTimeout` and mounts in `colorScheme`.
    public init(
      xcode: XcodeRelease = .current, settleTimeout: Duration = .seconds(5), colorScheme: ColorScheme = .light
    ) {
      self.init(xcode: xcode, settleTimeout: settleTimeout, willUpdate: nil, colorScheme: colorScheme)
    }

    /// Options as ``init(xcode:settleTimeout:colorScheme:)`` makes them, with a hook run before every pass.
    @_spi(Tooling)
    public init(
      xcode: XcodeRelease = .current, settleTimeout: Duration = .seconds(5),
      willUpdate: (@MainActor @Sendable () -> Void)?, colorScheme: ColorScheme = .light
    ) {
      self.xcode = xcode
      self.settleTimeout = settleTimeout
      self.willUpdate = willUpdate
      self.colorScheme = colorScheme
    }
  }

  let graph: ViewGraph
  let options: Options

  /// The root view. Setting it updates the tree as a parent outside it would.
  public var root: Root {
    didSet {
      if !isRelaunching { graph.replaceRoot(with: root) }
    }
  }
  /// Set while ``relaunch(_:)`` mounts a new root instead of updating the old tree.
  var isRelaunching = false

  /// Mounts `root` and renders it once.
  public init(_ root: Root, options: Options = Options()) {
    self.root = root
    self.options = options
    var rootEnvironment = EnvironmentValues()
    rootEnvironment.colorScheme = options.colorScheme
    self.graph = ViewGraph(
      options: .init(
        xcode: options.xcode, willUpdate: options.willUpdate, rootEnvironment: rootEnvironment,
        visibleRows: options.visibleRows))
    ChangeReporting.register(graph)
    graph.mount(root)
  }

  /// Applies pending invalidations now, in as few passes as needed.
  public func flush() {
    graph.flush()
  }

  /// Every body evaluation since mount, in order, as `_printChanges` lines.
  public var changes: [BodyChange] { graph.changes }

  /// Everything the runtime recorded since mount, in order.
  public var events: [RuntimeEvent] { graph.events }

  /// Warnings and errors raised since mount.
  public var issues: [RuntimeIssue] { graph.issues }

  /// The clock this host's asynchronous work sleeps on (``RuntimeClock``):
  /// ``settle(timeout:)`` moves it on once nothing else can run.
  public var clock: RuntimeClock { graph.clock }

  /// Body evaluations of views named `typeName` since mount or ``resetCounts()``.
  public func bodyCount(of typeName: String) -> Int {
    graph.bodyCounts[typeName, default: 0]
  }

  /// Body evaluations per view type name since mount or ``resetCounts()``.
  public var bodyCounts: [String: Int] { graph.bodyCounts }

  /// Sets every body count back to zero (``changes`` is kept).
  public func resetCounts() {
    graph.resetCounts()
  }
}
