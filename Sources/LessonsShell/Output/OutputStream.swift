/// The two places text goes: regular output and diagnostics.
public enum OutputStream: Sendable, Equatable {
  case standardOutput
  case standardError
}
