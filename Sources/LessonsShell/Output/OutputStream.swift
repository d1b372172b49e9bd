/// The two places text goes: regular output and diagnostics.
package enum OutputStream: Sendable, Equatable {
  case standardOutput
  case standardError
}
