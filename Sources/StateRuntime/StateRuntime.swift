// StateRuntime: a tiny SwiftUI-like state runtime for teaching.
//
// Code written for SwiftUI against the subset declared here compiles with
// nothing changed but `import SwiftUI` → `import StateRuntime`. Observation is
// re-exported so `@Observable` and `@ObservationIgnored` need no extra import.

@_exported import Observation
