import StateRuntime
import WorkbenchSupport

/// What a script expects the screen to show after its last command: the
/// `expect…` lines of `play --script`, checked against a ``ScreenReading``.
package enum ScreenExpectation: Sendable, Hashable {
  /// `expect LABEL VALUE`: the control (or text) labelled LABEL shows VALUE.
  case value(label: String, shows: String)
  /// `expect-runs VIEW N`: VIEW's body ran N times during the last command.
  case runs(view: String, count: Int)
  /// `expect-disabled LABEL`: the control labelled LABEL is on screen and disabled.
  case disabled(label: String)
  /// `expect-absent LABEL`: no control or text labelled LABEL is on screen.
  case absent(label: String)
  /// `expect-warning TEXT`: the last command raised a runtime issue whose message contains TEXT.
  case warning(text: String)
  /// `expect-output TEXT`: the played code printed TEXT during the last command.
  case output(text: String)
  /// `expect-log TEXT`: a line of the last command's invalidation log contains TEXT
  /// (`expect-log "evaluated and thrown away"`, `expect-log "DiaryTab discarded"`).
  case log(text: String)
  /// `expect-presented VIEW`: a pushed screen, sheet, alert or dialog of that view type or title is on top.
  case presented(view: String)
  /// `expect-focused LABEL`: the text field labelled LABEL has focus.
  case focused(label: String)
  /// `expect-fact NAME VALUE`: the fact NAME, which a shipped lesson's app declares
  /// (``LessonApp/fact(_:)``), reads exactly VALUE, where a `*` stands for any text (a
  /// part of the reading the claim does not depend on) and `\*` for a star.
  case fact(name: String, shows: String)

  /// The expectation as a sentence a transcript can say: `"Show notes" is off`,
  /// `Meter shows "Meter 4"`, `ListView's body runs 2 times`.
  package var sentence: String {
    switch self {
    case .value(let label, let shows):
      // A toggle's value is its state: "on" or "off".
      ["on", "off"].contains(shows)
        ? "\(Self.quoted(label)) is \(shows)" : "\(Self.quoted(label)) shows \"\(shows)\""
    case .runs(let view, let count):
      "\(view)'s body runs \(count) time\(count == 1 ? "" : "s")"
    case .disabled(let label): "\(Self.quoted(label)) is disabled"
    case .absent(let label): "\(Self.quoted(label)) is not on screen"
    case .warning(let text): "a runtime warning says \"\(text)\""
    case .output(let text): "the app prints \"\(text)\""
    case .log(let text): "the log says \"\(text)\""
    case .presented(let view): "\(view) is presented"
    case .focused(let label): "\(Self.quoted(label)) has focus"
    case .fact(let name, let shows): "\(name) reads \"\(shows)\""
    }
  }

  /// A label as a sentence names it: a single word bare (`Meter`), several words quoted.
  private static func quoted(_ label: String) -> String {
    label.contains(" ") || label.isEmpty ? "\"\(label)\"" : label
  }

  /// Why the expectation does not hold on `screen`, in words, or `nil` when it does.
  package func failure(on screen: ScreenReading) -> String? {
    switch self {
    case .value(let label, let expected):
      guard let element = Self.element(label, in: screen.elements, showing: expected) else {
        return
          "no control or text labelled \"\(label)\" is on screen; it shows \(Self.shown(screen.elements))."
      }
      let shown = element.value ?? element.label
      return shown == expected
        ? nil : "\(element.kind.rawValue) \"\(element.label)\" shows \"\(shown)\", not \"\(expected)\"."
    case .runs(let view, let expected):
      let runs = screen.bodyCounts[view] ?? 0
      guard runs != expected else { return nil }
      let ran = screen.bodyCounts.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      return
        "\(view)'s body ran \(runs) time\(runs == 1 ? "" : "s") during the last command, not \(expected) "
        + "(bodies that ran: \(ran.isEmpty ? "none" : ran))."
    case .disabled(let label):
      guard let element = Self.element(label, in: screen.elements) else {
        return "no control labelled \"\(label)\" is on screen; it shows \(Self.shown(screen.elements))."
      }
      return element.isDisabled
        ? nil : "\(element.kind.rawValue) \"\(element.label)\" is enabled, not disabled."
    case .absent(let label):
      guard let element = Self.element(label, in: screen.elements) else { return nil }
      return "\(element.kind.rawValue) \"\(element.label)\" is on screen (at \(element.path))."
    case .warning(let text):
      return Self.warningFailure(text, events: screen.events)
    case .output(let text):
      return Self.outputFailure(text, printed: screen.output ?? "")
    case .log(let text):
      return Self.logFailure(text, events: screen.events)
    case .presented(let view):
      return Self.presentationFailure(view, presented: screen.presented)
    case .focused(let label):
      return Self.focusFailure(label, elements: screen.elements)
    case .fact(let name, let expected):
      guard let value = screen.facts[name] else {
        let known = screen.facts.keys.sorted()
        return "the app declares no fact named \"\(name)\"; "
          + (known.isEmpty
            ? "it declares none (facts are a shipped lesson's readings)."
            : "it declares " + known.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
      }
      return Self.reading(value, matches: expected)
        ? nil : "the fact \"\(name)\" reads \"\(value)\", not \"\(expected)\"."
    }
  }

  /// Whether a fact's reading is what `pattern` states: the same text, where `*` stands
  /// for any run of characters and `\*` for a star.
  package static func reading(_ reading: String, matches pattern: String) -> Bool {
    enum Piece: Equatable {
      case character(Character)
      case anything
    }
    var pieces: [Piece] = []
    var escaping = false
    for character in pattern {
      if escaping {
        pieces.append(.character(character))
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        pieces.append(character == "*" ? .anything : .character(character))
      }
    }
    if escaping { pieces.append(.character("\\")) }
    // matched[j]: whether the reading so far matches the first j pieces.
    var matched = [true] + Array(repeating: false, count: pieces.count)
    for (index, piece) in pieces.enumerated() where piece == .anything { matched[index + 1] = matched[index] }
    for character in reading {
      var next = [false] + Array(repeating: false, count: pieces.count)
      for (index, piece) in pieces.enumerated() {
        switch piece {
        case .anything: next[index + 1] = next[index] || matched[index + 1]
        case .character(let expected): next[index + 1] = matched[index] && expected == character
        }
      }
      matched = next
    }
    return matched[pieces.count]
  }

  private static func warningFailure(_ text: String, events: [RuntimeEvent]) -> String? {
    let issues = events.compactMap { event -> RuntimeIssue? in
      if case .issueRaised(let issue) = event { return issue }
      return nil
    }
    guard !issues.contains(where: { $0.description.contains(text) }) else { return nil }
    return issues.isEmpty
      ? "the last command raised no runtime issue; expected one saying \"\(text)\"."
      : "the last command's runtime issues do not say \"\(text)\": "
        + issues.map { "\"\($0.description)\"" }.joined(separator: "; ") + "."
  }

  private static func outputFailure(_ text: String, printed: String) -> String? {
    guard !printed.contains(text) else { return nil }
    return printed.isEmpty
      ? "the last command printed nothing; expected \"\(text)\"."
      : "the last command printed \""
        + printed.split(separator: "\n").map { VisibleText.escapingControls(String($0)) }.joined(
          separator: " ⏎ ")
        + "\", which does not contain \"\(text)\"."
  }

  /// Why no line of the log `events` make says `text`, or `nil` when one does.
  private static func logFailure(_ text: String, events: [RuntimeEvent]) -> String? {
    let lines = LogRenderer.lines(for: events).map(\.text)
    guard !lines.contains(where: { $0.contains(text) }) else { return nil }
    return lines.isEmpty
      ? "the last command logged nothing; expected a line saying \"\(text)\"."
      : "no line of the last command's log says \"\(text)\"; it logged: "
        + lines.map { "\"\($0)\"" }.joined(separator: "; ") + "."
  }

  /// Why no screen named `view` is presented and on top, or `nil` when one is.
  static func presentationFailure(_ view: String, presented: [PresentedScreen]) -> String? {
    let named = presented.filter { $0.isNamed(view) }
    if named.contains(where: { !$0.isCovered }) { return nil }
    let listed = presented.map(\.description).joined(separator: ", ")
    if let covered = named.first {
      return "\(covered.kind.rawValue) \(covered.view) is presented but covered; presented: \(listed)."
    }
    return presented.isEmpty
      ? "nothing is presented (no sheet, alert, dialog or pushed screen); expected \"\(view)\"."
      : "no sheet, alert, dialog or pushed screen named \"\(view)\" is presented; presented: \(listed)."
  }

  /// Why the field labelled `label` does not have focus, or `nil` when it does.
  static func focusFailure(_ label: String, elements: [Element]) -> String? {
    let focused = elements.filter(\.isFocused)
    let now =
      focused.isEmpty
      ? "no field has focus"
      : "focus is on " + focused.map { "\($0.kind.rawValue) \"\($0.label)\"" }.joined(separator: ", ")
    guard let element = element(label, in: elements) else {
      return "no control labelled \"\(label)\" is on screen (\(now)); it shows \(shown(elements))."
    }
    return element.isFocused
      ? nil : "\(element.kind.rawValue) \"\(element.label)\" does not have focus; \(now)."
  }

  /// The element labelled `label`, or the only one whose label starts with it.
  /// The element an expectation about `label` is about: one labelled exactly so, else the
  /// one whose label starts with it.
  ///
  /// A control labelled by its content (`Stepper { Text("Cups: 2") }`, a button or tap target
  /// joining several texts) has the same label as a text inside it. Where several are
  /// labelled exactly so, the one that shows `expected` is meant, else the leaf `Text`: the
  /// words on screen. Where several labels start with `label`, a text whose label is a
  /// matching control's own counts as that control, not as a second match.
  static func element(_ label: String, in elements: [Element], showing expected: String? = nil) -> Element? {
    let exact = elements.filter { $0.label == label }
    if exact.count > 1 {
      if let expected, let showing = exact.first(where: { ($0.value ?? $0.label) == expected }) {
        return showing
      }
      return exact.first { $0.kind == .text } ?? exact[0]
    }
    if let only = exact.first { return only }
    var prefixed = elements.filter { $0.label.hasPrefix(label) }
    if prefixed.count > 1 {
      let controls = Set(prefixed.filter { $0.kind != .text }.map(\.label))
      prefixed.removeAll { $0.kind == .text && controls.contains($0.label) }
    }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  private static func shown(_ elements: [Element]) -> String {
    let labels = elements.map { "\"\($0.label)\"" }.joined(separator: ", ")
    return labels.isEmpty ? "nothing" : labels
  }
}

/// What an expectation is checked against: the screen after the last command, and what that command did.
package struct ScreenReading: Sendable {
  /// The texts and controls on screen.
  package var elements: [Element]
  /// Body evaluations per view type during the last command.
  package var bodyCounts: [String: Int]
  /// What the runtime recorded during the last command.
  package var events: [RuntimeEvent]
  /// What the app's code printed during the last command, when it was captured.
  package var output: String?
  /// The pushed screens, sheets, alerts and dialogs presented.
  package var presented: [PresentedScreen]
  /// The readings of the facts the app declares, by name (none for a played file).
  package var facts: [String: String]

  package init(
    elements: [Element], bodyCounts: [String: Int], events: [RuntimeEvent], output: String?,
    presented: [PresentedScreen], facts: [String: String] = [:]
  ) {
    self.facts = facts
    self.elements = elements
    self.bodyCounts = bodyCounts
    self.events = events
    self.output = output
    self.presented = presented
  }
}
