import Foundation
import TestSupport
import Testing

/// The learner's editor on the workspace (issue 33, item 3): after `prepare`, sourcekit-lsp,
/// driven over stdio as an editor drives it, type-checks a file in `Exercises/` against the
/// cached runtime: a type error comes back as a diagnostic, and completion after `Tog` offers
/// `Toggle`.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .enabled(
    if: LanguageServerClient.sourceKitLSP != nil,
    "warning: sourcekit-lsp is not installed (looked in /opt/swift/usr/bin and PATH): editor support untested"
  )
)
struct EditorSupportTests {
  @Test func sourceKitLSPTypeChecksTheWorkspaceAgainstTheRuntime() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let environment = project.environment
    let prepared = try await offThePool { try LessonsBinary.run(["prepare"], environment: environment) }
    #expect(prepared.status == 0, "\(prepared.standardError)")
    let folder = project.workspace.appendingPathComponent("99-probe")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Probe.swift")
    let text = """
      import StateRuntime

      struct Probe: View {
        @State private var on = false
        var body: some View {
          Tog
        }
      }

      let bad: Int = "oops"

      """
    try Data(text.utf8).write(to: file)

    let server = try LanguageServerClient(executable: try #require(LanguageServerClient.sourceKitLSP))
    defer { server.stop() }
    let workspace = project.workspace.absoluteURL.absoluteString
    try server.send(
      "initialize", id: 1,
      params: [
        "processId": NSNull(), "rootUri": workspace,
        "capabilities": ["textDocument": ["publishDiagnostics": [:], "completion": [:]]],
      ])
    #expect(server.wait(seconds: 60) { $0["id"] as? Int == 1 } != nil, "no answer to initialize")
    try server.send("initialized", params: [:])
    let uri = file.absoluteURL.absoluteString
    try server.send(
      "textDocument/didOpen",
      params: ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
    try server.send(
      "textDocument/completion", id: 2,
      params: ["textDocument": ["uri": uri], "position": ["line": 5, "character": 7]])

    let completion = server.wait(seconds: 90) { $0["id"] as? Int == 2 }
    let items = ((completion?["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    #expect(items.contains { ($0["label"] as? String)?.hasPrefix("Toggle") == true }, "\(items.count) items")

    let diagnostics = server.wait(seconds: 90) { message in
      guard message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
        let list = params["diagnostics"] as? [[String: Any]]
      else { return false }
      return list.contains {
        ($0["message"] as? String)?.contains("'String' to specified type 'Int'") == true
      }
    }
    #expect(diagnostics != nil, "no diagnostic for let bad: Int = \"oops\"")

    // Jump to definition: `View` in `struct Probe: View` is StateRuntime's.
    try server.send(
      "textDocument/definition", id: 3,
      params: ["textDocument": ["uri": uri], "position": ["line": 2, "character": 17]])
    let definition = server.wait(seconds: 90) { $0["id"] as? Int == 3 }
    let result = definition?["result"]
    let locations = (result as? [[String: Any]]) ?? (result as? [String: Any]).map { [$0] } ?? []
    #expect(
      locations.contains { ($0["uri"] as? String)?.contains("StateRuntime") == true },
      "no definition in StateRuntime: \(String(describing: result))")
  }
}
