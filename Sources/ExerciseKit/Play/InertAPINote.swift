import Foundation

/// The one note a played file gets when it uses SwiftUI API that the runtime accepts but
/// does not carry out (`Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md`'s "inert" rows whose absence a learner
/// could notice): which, and what the runtime does not do, so that a difference from the
/// device is not a surprise.
///
/// Said once per play, for the file's code (comments and strings are not read).
enum InertAPINote {
  /// A spelling in code, and what the runtime does not do for it.
  static let entries: [(pattern: String, name: String, missing: String)] = [
    (#"\.keyboardType\("#, "`.keyboardType`", "the keyboard (the driver types whole values)"),
    (
      #"\.(textInputAutocapitalization|autocapitalization)\("#, "`.textInputAutocapitalization`",
      "capitalising typed text"
    ),
    (#"\.(autocorrectionDisabled|disableAutocorrection)\("#, "`.autocorrectionDisabled`", "autocorrection"),
    (#"\bAsyncImage\s*\("#, "`AsyncImage`", "loading (there is no network: the placeholder stays)"),
    (
      #"\.interactiveDismissDisabled\("#, "`.interactiveDismissDisabled`",
      "refusing the swipe (`dismiss` still dismisses)"
    ),
    (#"\.presentationDetents\("#, "`.presentationDetents`", "sheet heights"),
    (
      #"\.refreshable\s*[({]"#, "`.refreshable`",
      "pull to refresh (call the action from a button to drive it)"
    ),
    (#"\.onMove\s*[({]"#, "`.onMove`", "dragging rows"),
    (
      #"\.accessibility[A-Z][A-Za-z]*\("#, "accessibility modifiers",
      "VoiceOver (controls are named by their visible labels)"
    ),
    (
      #":\s*ButtonStyle\b"#, "a `ButtonStyle` of your own",
      "its `makeBody` (the button keeps its label and action)"
    ),
    (#":\s*(Shape|InsettableShape)\b"#, "a `Shape` of your own", "drawing (`path(in:)` is never called)"),
    (
      #"\bNavigationSplitView\s*[({]"#, "`NavigationSplitView`",
      "the iPhone's single column (the columns are shown side by side)"
    ),
    (#"\bLink\s*\("#, "`Link`", "opening the URL in a browser (it is printed instead)"),
  ]

  /// The note for `source`, or `nil` when it uses none of these.
  static func note(for source: String) -> String? {
    let code = SwiftCodeBlanker.blank(source)
    let used = entries.filter { code.range(of: $0.pattern, options: .regularExpression) != nil }
    guard !used.isEmpty else { return nil }
    return "These compile, but the runtime does not model what they do: "
      + used.map { "\($0.name): \($0.missing)" }.joined(separator: "; ")
      + ". The runtime's coverage table (Sources/StateRuntime/StateRuntime.docc/SwiftUICoverage.md) marks them inert."
  }
}
