import ExerciseKit
import Foundation
@_spi(Tooling) import StateRuntime
import TestSupport
import Testing

/// `play`: a file compiled with the driver, run in a child, against the same views in-process.
@Suite(.serialized) struct PlayProgramTests {
  /// The fixture's text, as a learner would write it for SwiftUI.
  static func swiftUISource() throws -> String {
    let fixture = SourceTree.url("Tests/ExerciseKitTests/Fixtures/PlayedProfile.swift")
    return try String(contentsOf: fixture, encoding: .utf8).replacingOccurrences(
      of: "import StateRuntime", with: "import SwiftUI")
  }

  static func compile(
    _ source: String, in project: TestProject, name: String = "Played.swift", options: PlayOptions = .init()
  )
    throws -> PlayCompilation
  {
    let file = project.root.appendingPathComponent(name)
    try Data(source.utf8).write(to: file)
    let runtime = try project.workbench.prepareRuntime()
    return try project.workbench.compilePlay(file, options: options, runtime: runtime)
  }

  @MainActor @Test func aPlayedFileLogsWhatTheSameViewsLogInProcess() async throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source = try Self.swiftUISource()
    #expect(source.contains("import SwiftUI\n"))
    guard case .program(let program) = try Self.compile(source, in: project) else {
      Issue.record("the fixture did not compile")
      return
    }
    #expect(program.root == "ProfileScreen")
    #expect(program.notes.contains { $0.contains("imports SwiftUI") })
    let actions: [ControlAction] = [
      .type("Ada", into: "Name"), .toggle("Subscribed"), .tap("Save"), .increment("Copies"), .tap("Missing"),
    ]
    let run = try program.run([.mount] + actions.map { .perform($0) })
    #expect(run.status == .ok)

    let host = ViewHost(ProfileScreen())
    await host.settle()
    var changes = [host.changes.map(\.description)]
    var errors: [String?] = [nil]
    for action in actions {
      let before = host.changes.count
      do {
        try host.perform(action)
        errors.append(nil)
      } catch {
        errors.append(String(describing: error))
      }
      await host.settle()
      changes.append(host.changes[before...].map(\.description))
    }
    #expect(run.steps.map { $0.changes.map(\.description) } == changes)
    #expect(run.steps.flatMap(\.events).compactMap(\.logLine) == host.events.compactMap(\.logLine))
    #expect(run.steps.map(\.error) == errors)
    #expect(run.steps.last?.tree == host.render())
    #expect(changes[0].first == "ProfileScreen: @self, @identity, _profile, _quantity changed.")
  }

  @Test func aCompileErrorIsShownAtTheFilesLine() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source =
      "import SwiftUI\n\nstruct Broken: View {\n  var body: some View {\n    Text(missing)\n  }\n}\n"
    guard
      case .failed(let diagnostics, let notes) = try Self.compile(source, in: project, name: "Broken.swift")
    else {
      Issue.record("a file that does not compile compiled")
      return
    }
    let first = try #require(diagnostics.first)
    #expect(first.file.hasSuffix("Broken.swift"))
    #expect(first.line == 5)
    #expect(first.message.contains("missing"))
    #expect(first.sourceLine == "    Text(missing)")
    #expect(notes.contains { $0.contains("imports SwiftUI") })
  }

  /// The generated `main.swift` calls `Root()`; a root that needs arguments is told how to fix it.
  /// Not an error in generated code: one error at the root's declaration, with both ways out.
  @Test func aRootThatNeedsArgumentsIsToldToAddAPreviewOrChooseARoot() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source =
      "import SwiftUI\n\nstruct Badge: View {\n  let count: Int\n  var body: some View { Text(\"\\(count)\") }\n}\n"
    guard case .failed(let diagnostics, _) = try Self.compile(source, in: project, name: "Badge.swift") else {
      Issue.record("a root without a no-argument initialiser compiled")
      return
    }
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.origin == .learnerFile && diagnostic.line == 3)
    #expect(diagnostic.message.contains("missing argument for parameter 'count'"))
    #expect(diagnostic.message.contains("#Preview { Badge(…) }") && diagnostic.message.contains("--root"))
    #expect(!diagnostic.message.contains("main.swift"))
  }

  /// Code written for Swift 5 gets the language-mode note, and plays with `--swift-version 5`.
  @Test func swiftFiveCodeIsToldAboutTheModeAndPlaysInIt() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source = """
      import SwiftUI

      final class Store: ObservableObject {
        @Published var count = 0
        func load() {
          DispatchQueue.global().async { DispatchQueue.main.async { self.count = 2 } }
        }
      }

      struct Screen: View {
        @StateObject private var store = Store()
        var body: some View { Text("Count \\(store.count)") }
      }

      """
    guard case .failed(_, let notes) = try Self.compile(source, in: project, name: "Old.swift") else {
      Issue.record("Swift 5 code compiled in the Swift 6 mode")
      return
    }
    #expect(notes.contains { $0.contains("--swift-version 5") })
    var options = PlayOptions()
    options.swiftVersion = "5"
    guard
      case .program(let program) = try Self.compile(source, in: project, name: "Old.swift", options: options)
    else {
      Issue.record("Swift 5 code did not compile with --swift-version 5")
      return
    }
    #expect(try program.run([.mount]).status == .ok)
  }

  /// The root is built in the file's own scope, so a `private` view mounts.
  @Test func aPrivateRootMounts() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source = """
      import SwiftUI

      private struct Secret: View {
        @State private var taps = 0
        var body: some View { Button("Tapped \\(taps)") { taps += 1 } }
      }

      """
    guard case .program(let program) = try Self.compile(source, in: project, name: "Secret.swift") else {
      Issue.record("a private root did not compile")
      return
    }
    let run = try program.run([.mount, .perform(.tap("Tapped 0"))])
    #expect(run.status == .ok)
    #expect(run.steps.last?.tree.contains("Button \"Tapped 1\"") == true)
  }

  /// The driver lives in its own module, so a file may use the names it uses.
  @Test func aFileThatNamesItsTypesLikeTheDriversStillPlays() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source = """
      import SwiftUI
      enum PlaySession { static func serve() {} }
      struct HarnessMessage {}
      struct Element {}
      struct Tally: View {
        @State private var count = 0
        var body: some View { Button("Count \\(count)") { count += 1 } }
      }

      """
    guard case .program(let program) = try Self.compile(source, in: project, name: "Tally.swift") else {
      Issue.record("a file with driver-like names did not compile")
      return
    }
    let run = try program.run([.mount, .perform(.tap("Count 0"))])
    #expect(run.status == .ok)
    #expect(run.steps.last?.tree.contains("Button \"Count 1\"") == true)
  }

  @Test func aCrashInBodyIsReportedAsCrashed() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source = """
      import SwiftUI
      struct Boom: View {
        @State private var armed = false
        var body: some View {
          VStack {
            Button("Arm") { armed = true }
            if armed { Text(explode()) }
          }
        }
        func explode() -> String { fatalError("boom in body") }
      }

      """
    guard case .program(let program) = try Self.compile(source, in: project, name: "Boom.swift") else {
      Issue.record("the crashing file did not compile")
      return
    }
    let run = try program.run([.mount, .perform(.tap("Arm"))])
    #expect(run.status == .crashed)
    #expect(run.steps.count == 1)
    #expect(run.crashMessage?.contains("boom in body") == true)
    #expect(run.crashMessage?.contains("Boom.swift:10") == true)
  }

  @Test func aBodyThatNeverEndsTimesOut() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let source = """
      import SwiftUI
      struct Spin: View {
        @State private var on = false
        var body: some View {
          VStack {
            Toggle("Spin", isOn: $on)
            if on { Text(spin()) }
          }
        }
        func spin() -> String {
          var n = 0
          while n >= 0 { n = (n &+ 1) % 1000 }
          return "\\(n)"
        }
      }

      """
    var limits = CheckOptions()
    limits.timeout = 2
    guard
      case .program(let program) = try Self.compile(
        source, in: project, name: "Spin.swift", options: PlayOptions(limits: limits))
    else {
      Issue.record("the looping file did not compile")
      return
    }
    let run = try program.run([.mount, .perform(.toggle("Spin"))])
    #expect(run.status == .timeout)
    #expect(run.steps.count == 1)
  }

  @Test func theRootIsTheViewNoOtherViewUsesOrTheOneNamed() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let two =
      "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"
      + "struct B: View { var body: some View { Text(\"b\") } }\n"
    #expect(
      throws: ExerciseError.playAmbiguousRoot(
        file: ExerciseWorkbench.displayPath(project.root.appendingPathComponent("Two.swift")),
        candidates: ["A", "B"])
    ) {
      _ = try Self.compile(two, in: project, name: "Two.swift")
    }
    guard
      case .program(let program) = try Self.compile(
        two, in: project, name: "Two.swift", options: PlayOptions(root: "B"))
    else {
      Issue.record("--root B did not compile")
      return
    }
    #expect(program.root == "B")
    do {
      _ = try Self.compile(two, in: project, name: "Two.swift", options: PlayOptions(root: "C"))
      Issue.record("an unknown root was accepted")
    } catch {
      #expect(String(describing: error).contains("no View type called 'C'"))
      #expect(String(describing: error).contains("A, B"))
    }
  }

  /// The runtime's tool-facing introspection (`@_spi(Tooling)`) is not there for a file written as for
  /// SwiftUI, which has no such thing; the same file compiles once it asks for the SPI.
  @Test func theToolingSPIIsFencedFromAPlayedFile() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let body = """
      struct Peek: View {
        var body: some View {
          Text("\\(UnsettledUpdates.count) \\(RuntimeEvent.passStarted(pass: 1, trigger: "").logLine ?? "")")
        }
      }
      """
    guard case .failed(let diagnostics, _) = try Self.compile("import StateRuntime\n\n" + body, in: project)
    else {
      Issue.record("a file reaching the tooling SPI without asking for it compiled")
      return
    }
    let messages = diagnostics.map(\.message).joined(separator: "\n")
    #expect(messages.contains("UnsettledUpdates"), "\(messages)")
    let fenced = "@_spi(Tooling) import StateRuntime\n\n" + body
    guard case .program = try Self.compile(fenced, in: project) else {
      Issue.record("the same file with @_spi(Tooling) did not compile")
      return
    }
  }
}
