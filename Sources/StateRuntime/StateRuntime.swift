// StateRuntime: a tiny SwiftUI-like state runtime for teaching.
//
// Code written for SwiftUI against the subset declared here compiles with
// nothing changed but `import SwiftUI` → `import StateRuntime`. Observation is
// re-exported so `@Observable` and `@ObservationIgnored` need no extra import.
//
// Three surfaces, as Observation fences the hooks only SwiftUI calls behind
// `@_spi(SwiftUI)`:
// - SwiftUI's own API, for the code a lesson or a learner writes;
// - the driver API (`ViewHost`: actions, `element`, `changes`, `events`,
//   `bodyCounts`, `render`), public, for exercise checks, lessons and tests;
// - the tool's introspection, `@_spi(Tooling)`: the log's rendering
//   (`RuntimeEvent.logLine`), the process-wide record of updates that never
//   settled (`UnsettledUpdates`), the pre-pass hook (`Options.willUpdate`) and
//   the presented screens. Only the lessons tool, its harness and its tests
//   import it (`@_spi(Tooling) import StateRuntime`), so none of it shows to
//   code written as for SwiftUI, which has no such thing.

@_exported import Observation
