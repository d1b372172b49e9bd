import Foundation
import LessonKit
import WorkbenchSupport

/// The terminal styles of a scenario transcript's lines, by kind.
///
/// Colour only underlines what the text already says: every line kind has
/// its own marker (`✓`, `✗ … ← the bug`, `⚡`, `+`, `-`, `·`, `└`, `Verdict:`).
enum TranscriptStyle {
  /// What ends an expectation line where the bug showed.
  static let bugMarker = "← the bug"

  static func styles(for kind: TranscriptLine.Kind) -> [TextStyle] {
    switch kind {
    case .heading: [.bold]
    case .step: [.bold, .cyan]
    case .log(let log): styles(for: log)
    case .holds: [.green]
    case .bugShown: [.yellow]
    case .failure: [.red, .bold]
    case .verdict(let claimHeld): claimHeld ? [.bold, .green] : [.bold, .red]
    case .comparison: []
    }
  }

  static func styles(for kind: LogLine.Kind) -> [TextStyle] {
    switch kind {
    case .body: []
    case .skipped, .summary: [.dim]
    case .state: [.magenta]
    case .cause: [.yellow]
    case .issue: [.red]
    }
  }
}

extension Console {
  /// Writes transcript lines, each styled for its kind and wrapped to the
  /// width under its own indent (tables are never wrapped).
  func transcript(_ lines: [TranscriptLine]) {
    for line in lines {
      styledLine(line.text, TranscriptStyle.styles(for: line.kind), wraps: line.kind != .comparison)
    }
  }

  /// Writes invalidation log lines, indented, each styled for its kind.
  func log(_ lines: [LogLine], indent: String = "   ") {
    for line in lines {
      styledLine(indent + line.text, TranscriptStyle.styles(for: line.kind), wraps: true)
    }
  }

  private func styledLine(_ text: String, _ styles: [TextStyle], wraps: Bool) {
    guard wraps, DisplayWidth.of(text) > width else {
      line(styler.apply(styles, to: text))
      return
    }
    // Continuation lines hang two columns in from the line's own indent; the
    // bug marker is glued together (no-break spaces) so it never splits.
    let indent = String(text.prefix { $0 == " " })
    let glued = text.dropFirst(indent.count).replacingOccurrences(
      of: TranscriptStyle.bugMarker,
      with: TranscriptStyle.bugMarker.replacingOccurrences(of: " ", with: "\u{A0}"))
    let wrapped = TextWrapper(width: width).wrap(glued, indent: indent + "  ", firstIndent: indent)
    for part in wrapped {
      line(styler.apply(styles, to: part.replacingOccurrences(of: "\u{A0}", with: " ")))
    }
  }
}
