// The serving half of every `lessons play` program, built once into the runtime cache
// (`libLessonsPlayDriver`) so that playing a file compiles only that file and a
// two-line `main.swift` (see `PlayDriverProgram` in ExerciseKit).
//
// The cache builds this module from this folder's files, against the runtime and the
// protocol module (`LessonsProtocol`, built from the sources embedded in the tool).

@preconcurrency import Foundation
import LessonsProtocol
@_spi(Tooling) import StateRuntime

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Mounts a played file's root view and serves the tool's commands over the shared protocol.
///
/// The commands come JSON-encoded on the command line (``HarnessMessage/Option/playCommands``),
/// or, for the shell's session, one per line on a descriptor of their own until end of
/// file (``HarnessMessage/Option/commandsFromDescriptor``). One ``HarnessMessage/PlayStep``
/// goes back on the result channel per command, marked with the run's secret, which is
/// read from its pipe (and the pipe closed) before any of the played code runs. Between
/// two commands the main actor waits for the next line, so no body, action or `.task`
/// of the played code runs while the learner thinks.
public enum PlaySession {
  /// Serves this process's commands on the view `makeRoot` builds, then exits the run.
  ///
  /// Called from the generated `main.swift`: `await LessonsPlayDriver.PlaySession.serve { Root() }`.
  @MainActor public static func serve<Root: View>(_ makeRoot: @escaping @MainActor () -> Root) async {
    await serve(app: { _, xcode in LessonApp(makeRoot(), xcode: xcode) }, scenario: nil, unknownBuild: nil)
  }

  /// Serves this process's commands on a lesson's app, the version `--variant` names, then
  /// exits the run: each reply also carries the scenario's facts and verdict.
  ///
  /// Called from a lesson's generated `main.swift`: `await LessonsPlayDriver.PlaySession.serve(scenario: lessonScenario)`.
  ///
  /// Started with `--build NAME` (``HarnessMessage/Option/build``), it mounts that build of
  /// the lesson's comparison instead (``Scenario/builds``, or the version of that name).
  @MainActor public static func serve(scenario: Scenario) async {
    let build = HarnessChannel.argument(HarnessMessage.Option.build)
    await serve(
      app: { variant, xcode in
        let app = build.map { scenario.makeApp(build: $0, xcode: xcode) } ?? scenario.makeApp(variant, xcode)
        app?.declare(scenario.facts)
        return app
      }, scenario: scenario,
      unknownBuild: build.map { PlayFailure.noSuchBuild(name: $0, known: scenario.buildNames) })
  }

  /// - Parameter unknownBuild: why a mount that `makeApp` could not make failed.
  @MainActor private static func serve(
    app makeApp: @MainActor (Variant, XcodeRelease) -> LessonApp?, scenario: Scenario?,
    unknownBuild: PlayFailure?
  ) async {
    guard let commandText = HarnessChannel.argument(HarnessMessage.Option.playCommands) else {
      leaveWithUsage()
    }
    var commandLines: LineReader?
    var batch: [HarnessMessage.PlayCommand] = []
    if commandText == HarnessMessage.Option.commandsFromDescriptor {
      guard
        let descriptor = HarnessChannel.argument(HarnessMessage.Option.commandsDescriptor).flatMap(Int32.init)
      else {
        leaveWithUsage()
      }
      commandLines = LineReader(descriptor: descriptor)
    } else {
      guard let commands = decode([HarnessMessage.PlayCommand].self, from: commandText) else {
        leaveWithUsage()
      }
      batch = commands
    }
    let channel = HarnessChannel.openOrExit(usage: usage)
    let xcode =
      HarnessChannel.argument("--xcode").flatMap(Int.init).flatMap(XcodeRelease.init(rawValue:)) ?? .current
    let variant =
      HarnessChannel.argument(HarnessMessage.Option.variant).flatMap(Variant.init(rawValue:)) ?? .broken
    // Line-buffered, so what the played code printed before a crash is not lost with the buffer.
    setvbuf(stdout, nil, _IOLBF, 0)
    let output = OutputCapture()
    var app: LessonApp?
    func perform(_ command: HarnessMessage.PlayCommand) async -> HarnessMessage.PlayStep {
      var failure: PlayFailure?
      var eventsBefore = 0
      var changesBefore = 0
      var advance: Duration?
      switch command {
      case .mount, .remount:
        // The old tree leaves before the new one mounts, as when SwiftUI replaces a root.
        app = nil
        app = makeApp(variant, xcode)
        if app == nil {
          return HarnessMessage.PlayStep(
            command: command, changes: [], events: [], tree: "", elements: [], bodyCounts: [:],
            failure: unknownBuild ?? .nothingMounted)
        }
      case .perform, .event:
        guard let app else {
          return HarnessMessage.PlayStep(
            command: command, changes: [], events: [], tree: "", elements: [], bodyCounts: [:],
            failure: .nothingMounted)
        }
        eventsBefore = app.host.events.count
        changesBefore = app.host.changes.count
        app.lastActionStart = eventsBefore
        app.host.resetCounts()
        if case .perform(let action) = command {
          do {
            try app.host.perform(action)
          } catch let error {
            failure = PlayFailure(error)
          }
        } else if case .event(let name) = command {
          if let event = app.event(named: name) {
            event.perform()
          } else {
            failure = .noSuchEvent(name: name, known: app.events.map(\.name))
          }
        }
      case .advance(let duration):
        guard let app else {
          return HarnessMessage.PlayStep(
            command: command, changes: [], events: [], tree: "", elements: [], bodyCounts: [:],
            failure: .nothingMounted)
        }
        eventsBefore = app.host.events.count
        changesBefore = app.host.changes.count
        app.lastActionStart = eventsBefore
        app.host.resetCounts()
        advance = duration
      }
      guard let app else { preconditionFailure("a mount leaves an app") }
      let host = app.host
      if let advance {
        await host.advance(by: advance, timeout: nil)
      } else {
        await host.settle(timeout: nil)
      }
      return HarnessMessage.PlayStep(
        command: command, changes: Array(host.changes[min(changesBefore, host.changes.count)...]),
        events: Array(host.events[min(eventsBefore, host.events.count)...]), tree: host.render(),
        elements: host.elements(), bodyCounts: host.bodyCounts, failure: failure, output: output?.take(),
        presented: host.presentedScreens(),
        facts: scenario.map { _ in
          app.factReadings.map { HarnessMessage.Fact(name: $0.name, value: $0.value) }
        },
        verdict: scenario?.verdict.map { $0(app, variant) },
        outsideEvents: scenario.map { _ in app.events.map(\.name) },
        coveredElements: host.elements(includingCovered: true))
    }
    if var commandLines {
      // Blocking on purpose: nothing of the played code runs while the learner thinks.
      while let line = commandLines.next() {
        guard let command = decode(HarnessMessage.PlayCommand.self, from: line) else { continue }
        channel.send(.playStepFinished(await perform(command)))
      }
    } else {
      for command in batch {
        channel.send(.playStepFinished(await perform(command)))
      }
    }
    channel.send(.runEnded)
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
    try? JSONDecoder().decode(type, from: Data(text.utf8))
  }

  private static let usage = "This program is a `lessons play` session; run `lessons play FILE` instead."

  private static func leaveWithUsage() -> Never {
    fputs(usage + "\n", stderr)
    exit(64)
  }
}

/// Lines read from a descriptor, to its end of file.
private struct LineReader {
  let descriptor: Int32
  private var buffered: [UInt8] = []
  private var atEnd = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line without its newline, or `nil` at end of file.
  mutating func next() -> String? {
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffered[..<newline], as: UTF8.self)
        buffered.removeSubrange(...newline)
        return line
      }
      if atEnd {
        guard !buffered.isEmpty else { return nil }
        defer { buffered = [] }
        return String(decoding: buffered, as: UTF8.self)
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffered += chunk[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        atEnd = true
      }
    }
  }
}
