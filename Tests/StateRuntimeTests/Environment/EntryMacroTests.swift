import Foundation
import TestSupport
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
    #expect(result.standardOutput.contains("error: 'Entry()' is unavailable: @Entry is a SwiftUI macro"))
    #expect(result.standardOutput.contains("private struct AccentKey: EnvironmentKey {"))
    #expect(result.standardOutput.contains("get { self[AccentKey.self] }"))
    #expect(!result.standardOutput.contains("inaccessible"))
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
    #expect(result.status == 0, "\(result.standardOutput)")
  }
}

/// Type-checks a source file against the StateRuntime module in the build folder.
enum Swiftc {
  struct ModuleNotFound: Error {}

  /// The build folder's `Modules` directory, next to the test bundle.
  static let modules: URL? = BuildFolder.find("Modules") { candidate in
    FileManager.default.fileExists(atPath: candidate.appendingPathComponent("StateRuntime.swiftmodule").path)
  }

  static func typecheck(_ source: String) throws -> CommandOutput {
    guard let modules else { throw ModuleNotFound() }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("entry-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try CommandOutput.run(["swiftc", "-typecheck", "-I", modules.path, file.path])
  }
}
