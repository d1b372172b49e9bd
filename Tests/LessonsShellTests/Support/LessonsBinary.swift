import Foundation

/// The built `lessons` executable, next to the test bundle in the build directory.
enum LessonsBinary {
  static let url: URL? = {
    var starts = [URL(fileURLWithPath: CommandLine.arguments[0])]
    starts += Bundle.allBundles.map(\.bundleURL)
    for start in starts {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("lessons")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        directory.deleteLastPathComponent()
      }
    }
    return nil
  }()

  struct Result: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs the binary with `arguments`, `input` piped to stdin, in a throwaway state directory.
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
    -> Result
  {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var base = ["PATH": "/usr/bin:/bin", "LESSONS_HOME": home.path, "TERM": "xterm-256color"]
    base.merge(environment) { $1 }
    process.environment = base
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
      standardError: String(decoding: err, as: UTF8.self))
  }

  static func temporaryHome() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lessons-home-\(UUID().uuidString)")
  }
}
