import StateRuntime

extension LessonApp {
  /// Performs one user action or outside event, then lets the app settle.
  ///
  /// Returns why it could not be performed, in words (the runtime's own
  /// message for a missing control, the known events for an unknown one),
  /// or `nil` when it was. `.mount` only settles: the app mounted when it was
  /// made, and its `.task` and `.onAppear` work finishes here. An expectation
  /// is checked against the screen and the last action, and fails in words;
  /// the readers (`tree`, `log`, `counts`) change nothing and are answered by
  /// whoever shows them (the shell's presenter).
  package func perform(_ command: Command) async -> String? {
    activate()
    if case .expect(let expectation) = command { return expectation.failure(on: screenReading) }
    guard command.changesApp else { return nil }
    // The mount happened when the app was made: its events count from the start.
    if command != .mount { lastActionStart = host.events.count }
    return await act(command)
  }

  /// The screen now, with what the last action did: what an expectation is checked against.
  package var screenReading: ScreenReading {
    var counts: [String: Int] = [:]
    for view in bodiesOfLastAction { counts[view, default: 0] += 1 }
    return ScreenReading(
      elements: host.elements(), bodyCounts: counts, events: Array(lastActionEvents), output: nil,
      presented: host.presentedScreens(),
      facts: Dictionary(factReadings.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
  }

  /// The runtime events of the last action performed, from its start until now.
  package var lastActionEvents: ArraySlice<RuntimeEvent> {
    let events = host.events
    return events[min(lastActionStart, events.count)...]
  }

  /// The view type names whose body ran during the last action, one entry per evaluation.
  package var bodiesOfLastAction: [String] {
    lastActionEvents.compactMap { if case .bodyEvaluated(let change) = $0 { change.view } else { nil } }
  }

  private func act(_ action: Command) async -> String? {
    do throws(ViewHostError) {
      switch action {
      case .mount, .tree, .log, .counts, .expect: break
      case .advance(let duration):
        if case .timedOut(let running) = await host.advance(by: duration, timeout: .seconds(5)) {
          return "The app did not settle: still running \(running.joined(separator: "; "))."
        }
        return nil
      case .remount: return "'remount' mounts a new app: the scenario run does it, not the app."
      case .repeated(let inner, let times):
        for _ in 0..<times {
          if let error = await act(inner) { return error }
        }
        return nil
      case .perform(let action): try host.perform(action)
      case .event(let name):
        guard let event = event(named: name) else {
          let known = events.map(\.name)
          return "No outside event named \"\(name)\". This app has: "
            + (known.isEmpty ? "none" : known.joined(separator: ", ")) + "."
        }
        event.perform()
      }
    } catch {
      return error.description + eventHint(for: action, error: error)
    }
    if case .timedOut(let running) = await host.settle(timeout: .seconds(5)) {
      return "The app did not settle: still running \(running.joined(separator: "; "))."
    }
    return nil
  }

  /// Points at `event NAME` when a learner tapped what is an outside event here
  /// (`tap Undo` where the app has an `undo` event but no Undo button).
  private func eventHint(for action: Command, error: ViewHostError) -> String {
    guard case .controlNotFound(_, let label, _) = error,
      let event = events.first(where: { $0.name.lowercased() == label.lowercased() })
    else { return "" }
    return " '\(event.name)' is an outside event in this app: try 'event \(event.name)'."
  }
}
