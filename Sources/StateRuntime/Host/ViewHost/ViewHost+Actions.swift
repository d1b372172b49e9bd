extension ViewHost {
  /// Performs `action` as a user would, then flushes: the one way every layer acts on a mounted app.
  ///
  /// - Throws: ``ViewHostError`` naming what was looked for and what exists, when the
  ///   control is missing, ambiguous or disabled, when there is nothing to dismiss or go
  ///   back from, or when the action raised runtime errors.
  public func perform(_ action: ControlAction) throws(ViewHostError) {
    switch action {
    case .tap(let title):
      // `.onTapGesture` targets are tapped like buttons (Gestures/TapGestureView.swift).
      do {
        try perform(.tap, on: [.button, .tapTarget], label: title, describedAs: action)
      } catch .controlNotFound(let kind, let label, let available) {
        try tapOption(title, orThrow: .controlNotFound(kind: kind, label: label, available: available))
      }
    case .type(let text, let title):
      try perform(.type(text), on: [.textField, .datePicker, .textEditor], label: title, describedAs: action)
    case .toggle(let label):
      try perform(.toggle, on: [.toggle], label: label, describedAs: action)
    case .increment(let label):
      try perform(.increment, on: [.stepper], label: label, describedAs: action)
    case .decrement(let label):
      try perform(.decrement, on: [.stepper], label: label, describedAs: action)
    case .submit(let title):
      try perform(.submit, on: [.textField], label: title, describedAs: action)
    case .select(let option, let label):
      try perform(
        .select(option), on: [.picker], label: label ?? option, describedAs: action,
        findingByOption: label == nil)
    case .set(let label, let value):
      try perform(.set(value), on: Self.settableKinds, label: label, describedAs: action)
    case .focus(let label): try focus(label)
    case .dismiss: try dismiss()
    case .goBack: try goBack()
    case .scroll(let rows): try scroll(rows: rows)
    }
  }

  /// Taps the button titled `title`.
  public func tap(_ title: String) throws(ViewHostError) { try perform(.tap(title)) }

  /// Replaces the text of the field titled `title` with `text`.
  public func type(_ text: String, into title: String) throws(ViewHostError) {
    try perform(.type(text, into: title))
  }

  /// Submits the field titled `title`, as pressing Return in it does: runs the `.onSubmit` actions above it.
  public func submit(_ title: String) throws(ViewHostError) { try perform(.submit(title)) }

  /// Flips the toggle labelled `label`.
  public func toggle(_ label: String) throws(ViewHostError) { try perform(.toggle(label)) }

  /// Steps the stepper labelled `label` (a unique prefix is enough) up.
  public func increment(_ label: String) throws(ViewHostError) { try perform(.increment(label)) }

  /// Steps the stepper labelled `label` (a unique prefix is enough) down.
  public func decrement(_ label: String) throws(ViewHostError) { try perform(.decrement(label)) }

  /// Gives the value control labelled `label` the value `value`, as the user drags a slider,
  /// picks a colour or types into an editor; each control reads `value` as its value's type.
  ///
  /// ```swift
  /// try host.set("Volume", to: "0.8")     // Slider: a number, clamped to its range
  /// try host.set("Notes", to: "hello")    // TextEditor, TextField: the text
  /// try host.set("Tint", to: "red")       // ColorPicker: a colour by name
  /// ```
  public func set(_ label: String, to value: String) throws(ViewHostError) {
    try perform(.set(label, to: value))
  }

  /// The controls `set` acts on: those that hold a value a user gives them.
  static var settableKinds: Set<Element.Kind> {
    [
      .slider, .colorPicker, .textEditor, .textField, .datePicker, .toggle, .picker,
    ]
  }

  /// `tap Green` with no button "Green" on screen: an option of a picker on screen, chosen as
  /// tapping a segment or an inline option chooses it in SwiftUI; with no such option, or two
  /// pickers offering it, `failure`, or what says which picker to name.
  private func tapOption(_ option: String, orThrow failure: ViewHostError) throws(ViewHostError) {
    let offering = graph.onScreenNodes().compactMap { node -> Element? in
      guard let control = node.control, let picker = control as? any SelectionControl,
        picker.options(in: node).contains(option)
      else { return nil }
      return graph.element(of: node, control)
    }
    guard let picker = offering.first else { throw failure }
    guard offering.count == 1 else { throw .optionIsNotAButton(option: option, picker: picker) }
    try perform(.select(option, in: picker.label))
  }

  /// Chooses the option labelled `option` of the picker labelled `label`, as
  /// a user picks it from the menu; with `label` left out, of the one picker
  /// (or selectable `List`) on screen that offers `option`.
  ///
  /// ```swift
  /// try host.select("Strawberry", in: "Flavor")
  /// ```
  public func select(_ option: String, in label: String? = nil) throws(ViewHostError) {
    try perform(.select(option, in: label))
  }

  /// Chooses the tab labelled `label` in the `TabView` on screen, as a tap
  /// on the tab bar would: with `selection:`, its binding is written.
  ///
  /// ```swift
  /// try host.selectTab("Settings")
  /// ```
  public func selectTab(_ label: String) throws(ViewHostError) {
    try select(label, in: "TabView")
  }

  /// The first element on screen whose label is `label`, or whose label
  /// starts with it when exactly one does.
  public func element(_ label: String) -> Element? {
    let all = elements()
    if let exact = all.first(where: { $0.label == label }) { return exact }
    let prefixed = all.filter { $0.label.hasPrefix(label) }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// Every text and control on screen, in screen order.
  ///
  /// A screen covered by a pushed view or a presented sheet is not on screen:
  /// its views keep their state (``render()`` shows them, marked covered),
  /// but nothing of it is listed here or can be acted on.
  public func elements() -> [Element] {
    elements(includingCovered: false)
  }

  /// Every text and control, in screen order; with `includingCovered`, also
  /// those of screens a pushed view or a sheet covers (what a lesson
  /// inspects to count the screens on a stack; a user sees only the top).
  public func elements(includingCovered: Bool) -> [Element] {
    let nodes = includingCovered ? graph.allNodes() : graph.onScreenNodes()
    return nodes.compactMap { node in node.control.map { graph.element(of: node, $0) } }
  }

  private func perform(
    _ gesture: ControlGesture, on kinds: Set<Element.Kind>, label: String, describedAs action: ControlAction,
    findingByOption: Bool = false
  ) throws(ViewHostError) {
    let kind = kinds.count == 1 ? kinds.first ?? .button : kinds.contains(.textField) ? .textField : .button
    let all = graph.nodesWithCoverage().compactMap {
      entry -> (ViewNode, any ControlView, Element, Coverage?)? in
      guard let control = entry.node.control else { return nil }
      let element = control.element(in: entry.node)
      return kinds.contains(element.kind) ? (entry.node, control, element, entry.coverage) : nil
    }
    let candidates = all.filter { $0.3 == nil }.map { ($0.0, $0.1, $0.2) }
    if findingByOption {
      // No picker named: the one on screen that offers the option (`select "Blue"`).
      let offering = candidates.filter { candidate in
        (candidate.1 as? any SelectionControl)?.options(in: candidate.0).contains(label) ?? false
      }
      guard !offering.isEmpty else {
        let options = candidates.flatMap { ($0.1 as? any SelectionControl)?.options(in: $0.0) ?? [] }
        throw .controlNotFound(kind: .picker, label: label, available: options)
      }
      guard offering.count == 1 else {
        throw .ambiguousControl(kind: .picker, label: label, matches: offering.map(\.2.path))
      }
      return try run(gesture, on: offering[0], describedAs: action)
    }
    var matches = candidates.filter { $0.2.label == label }
    if matches.isEmpty && kinds == [.stepper] {
      matches = candidates.filter { $0.2.label.hasPrefix(label) }
    }
    // A control without a label (`Slider(value: $volume)`) is named by its kind, when it is
    // the only unlabelled one of that kind: `set Slider 0.5`.
    if matches.isEmpty {
      let unlabelled = candidates.filter {
        $0.2.label.isEmpty && $0.2.kind.typeName.caseInsensitiveCompare(label) == .orderedSame
      }
      if unlabelled.count == 1 { matches = unlabelled }
    }
    // Controls with the same label told apart, as the ambiguity error offers: by the
    // identity path it lists (`Pair/VStack[0]/MyView/Button`), or by position on screen
    // (`Play #2`, the second "Play" in screen order).
    if matches.isEmpty {
      matches = candidates.filter { $0.2.path == label }
    }
    if matches.isEmpty, let (base, position) = Self.numbered(label) {
      let same = candidates.filter { $0.2.label == base }
      if same.indices.contains(position - 1) { matches = [same[position - 1]] }
    }
    guard !matches.isEmpty else {
      let covered = all.first {
        $0.3 != nil && ($0.2.label == label || (kind == .stepper && $0.2.label.hasPrefix(label)))
      }
      if let covered, let coverage = covered.3 {
        throw .controlCovered(covered.2, coverage: coverage)
      }
      if kinds == Self.settableKinds {
        throw .valueControlNotFound(label: label, available: candidates.map { $0.2.description })
      }
      throw .controlNotFound(kind: kind, label: label, available: candidates.map(\.2.label))
    }
    guard matches.count == 1 else {
      throw .ambiguousControl(kind: kind, label: label, matches: matches.map(\.2.path))
    }
    try run(gesture, on: matches[0], describedAs: action)
  }

  /// `Play #2` as ("Play", 2); `nil` for a label without such a suffix.
  static func numbered(_ label: String) -> (String, Int)? {
    guard let hash = label.range(of: " #", options: .backwards),
      let position = Int(label[hash.upperBound...]), position >= 1
    else { return nil }
    return (String(label[..<hash.lowerBound]), position)
  }

  private func run(
    _ gesture: ControlGesture, on match: (ViewNode, any ControlView, Element),
    describedAs action: ControlAction
  ) throws(ViewHostError) {
    let (node, control, element) = match
    guard !element.isDisabled else { throw .controlDisabled(element) }
    let issuesBefore = graph.issues.count
    graph.record(.actionPerformed(action: action))
    var failure: ViewHostError?
    graph.performAction(action.description, for: node) {
      do throws(ViewHostError) {
        try control.perform(gesture, in: node)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    graph.flush()
    let errors = graph.issues[issuesBefore...].filter { $0.severity == .error }
    if !errors.isEmpty { throw .runtimeErrors(Array(errors)) }
  }
}
