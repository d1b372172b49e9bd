import Foundation

extension ExerciseWorkbench {
  /// Reads `Checks.swift` and the harness, and names (by display path) every file that
  /// is missing or whose digest differs from the registry.
  func verifyShippedFiles(_ exercise: Exercise) -> (
    checks: Data?, harness: [(name: String, data: Data)], tampered: [String]
  ) {
    var tampered: [String] = []
    let checks = try? Data(contentsOf: exercise.checksFile)
    let checksPath = Self.displayPath(exercise.checksFile)
    // Missing, unregistered or edited: all three mean these are not the shipped checks.
    let shipped = checks.map { SHA256.hex($0) } == exercise.registeredChecksDigest && checks != nil
    if !shipped { tampered.append(checksPath) }
    var harness: [(name: String, data: Data)] = []
    for (name, digest) in catalog.registry.harness.sorted(by: { $0.key < $1.key }) {
      let url = catalog.harnessDirectory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url) else {
        tampered.append(Self.displayPath(url))
        continue
      }
      if SHA256.hex(data) != digest { tampered.append(Self.displayPath(url)) }
      harness.append((name, data))
    }
    return (checks, harness, tampered)
  }
}
