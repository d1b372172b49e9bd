import Foundation
import Testing

// SwiftUI declares `@Entry` as a macro (`extension EnvironmentValues { @Entry
// var accent: String = "blue" }`). The runtime cannot expand it, so using it
// must fail to compile with a message that shows the EnvironmentKey form,
// not "'Entry' is inaccessible" from an internal type of the same name.
// Compiled with the toolchain's swiftc against the module this test target
// was built with.
struct EntryMacroTests {
  @Test func entryFailsWithTheEnvironmentKeyForm() throws {
    let result = try Swiftc.typecheck(
      """
      import StateRuntime

      extension EnvironmentValues {
        @Entry var accent: String = "blue"
      }
      """)
    #expect(result.status != 0)
    #expect(result.output.contains("error: 'Entry()' is unavailable: @Entry is a SwiftUI macro"))
    #expect(result.output.contains("private struct AccentKey: EnvironmentKey {"))
    #expect(result.output.contains("get { self[AccentKey.self] }"))
    #expect(!result.output.contains("inaccessible"))
  }

  @Test func theEnvironmentKeyFormCompiles() throws {
    let result = try Swiftc.typecheck(
      """
      import StateRuntime

      private struct AccentKey: EnvironmentKey {
        static let defaultValue: String = "blue"
      }
      extension EnvironmentValues {
        var accent: String {
          get { self[AccentKey.self] }
          set { self[AccentKey.self] = newValue }
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// Type-checks a source file against the StateRuntime module in the build folder.
enum Swiftc {
  struct Result {
    var status: Int32
    var output: String
  }

  struct ModuleNotFound: Error {}

  /// The build folder's `Modules` directory, next to the test bundle.
  static let modules: URL? = {
    var starts = [URL(fileURLWithPath: CommandLine.arguments[0])]
    starts += Bundle.allBundles.map(\.bundleURL)
    for start in starts {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("Modules")
        if FileManager.default.fileExists(
          atPath: candidate.appendingPathComponent("StateRuntime.swiftmodule").path)
        {
          return candidate
        }
        directory.deleteLastPathComponent()
      }
    }
    return nil
  }()

  static func typecheck(_ source: String) throws -> Result {
    guard let modules else { throw ModuleNotFound() }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("entry-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }
}
