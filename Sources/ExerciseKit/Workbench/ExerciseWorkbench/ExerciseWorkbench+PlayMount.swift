import Foundation
import WorkbenchSupport

extension ExerciseWorkbench {
  /// What a play program mounts: a view type built as `Root()`, a preview, or an app's window.
  struct PlayMount: Equatable {
    /// How the program and its log name it: the root type, the app, or `#Preview "Name"`.
    var label: String
    /// The expression that builds the view, in the scope of the file at ``sourceIndex``.
    var expression: String
    /// The view or app type built, when it is one (for messages at its declaration).
    var rootType: String?
    /// The file (of those played) whose scope builds it.
    var sourceIndex = 0
    var isPreview: Bool { rootType == nil }
  }

  /// What to mount in one file; see ``playMount(in:options:displayPath:)-([(String,String)],_,_)``.
  static func playMount(in source: String, options: PlayOptions, displayPath: String) throws(ExerciseError)
    -> PlayMount
  {
    try playMount(in: [(displayPath, source)], options: options, displayPath: displayPath)
  }

  /// What to mount in the files played: `--root` (a view or an app) when given; else
  /// `--preview`; else the app's `WindowGroup` when a file declares an `App` (the `@main`
  /// one first); else the only preview; else the single view no other view uses (see
  /// ``RootViewFinder``). Of several files, each with a preview, the view no other uses.
  static func playMount(
    in sources: [(display: String, text: String)], options: PlayOptions, displayPath: String
  ) throws(ExerciseError) -> PlayMount {
    let views = sources.enumerated().flatMap { index, source in
      RootViewFinder.viewTypes(in: source.text).map { (index, $0.name) }
    }
    let apps = sources.enumerated().flatMap { index, source in
      RootViewFinder.appTypes(in: source.text).map { (index, $0.name) }
    }
    func appMount(_ app: (Int, String)) -> PlayMount {
      PlayMount(
        label: app.1, expression: "StateRuntime._AppRoot(\(app.1).self)", rootType: app.1, sourceIndex: app.0)
    }
    func viewMount(_ view: (Int, String)) -> PlayMount {
      PlayMount(label: view.1, expression: "\(view.1)()", rootType: view.1, sourceIndex: view.0)
    }
    if let requested = options.root {
      if let app = apps.first(where: { $0.1 == requested }) { return appMount(app) }
      guard let view = views.first(where: { $0.1 == requested }) else {
        let names = views.map(\.1) + apps.map(\.1)
        throw .playUnknownRoot(
          file: displayPath, name: requested, suggestion: Suggestion.nearest(to: requested, among: names),
          views: names)
      }
      return viewMount(view)
    }
    let previews = sources.enumerated().flatMap { index, source in
      PreviewFinder.previews(in: source.text).map { (index, $0) }
    }
    func mount(_ found: (Int, PreviewFinder.Preview)) -> PlayMount {
      let preview = found.1
      let label = preview.kind == .provider ? (preview.name ?? "") : "#Preview \"\(preview.label)\""
      return PlayMount(label: label, expression: preview.expression, rootType: nil, sourceIndex: found.0)
    }
    if let requested = options.preview {
      guard let preview = previews.first(where: { $0.1.matches(requested) }) else {
        throw .playUnknownPreview(file: displayPath, name: requested, previews: previews.map(\.1.label))
      }
      return mount(preview)
    }
    if let app = apps.first { return appMount(app) }
    switch previews.count {
    case 0:
      return viewMount(try playRoot(in: sources, displayPath: displayPath))
    case 1:
      return mount(previews[0])
    default:
      // An app's screens each have their preview; the app starts at the one no other uses.
      if sources.count > 1, let root = try? playRoot(in: sources, displayPath: displayPath) {
        return viewMount(root)
      }
      throw .playAmbiguousPreview(file: displayPath, previews: previews.map(\.1.label))
    }
  }

  /// The root to mount: `requested` when the file declares that view, else the single candidate.
  static func playRoot(in source: String, requested: String?, displayPath: String) throws(ExerciseError)
    -> String
  {
    let views = RootViewFinder.viewTypes(in: source).map(\.name)
    if let requested {
      guard views.contains(requested) else {
        throw .playUnknownRoot(
          file: displayPath, name: requested, suggestion: Suggestion.nearest(to: requested, among: views),
          views: views)
      }
      return requested
    }
    return try playRoot(in: [(displayPath, source)], displayPath: displayPath).1
  }

  /// The single view of `sources` no other view uses, with the index of its file.
  static func playRoot(in sources: [(display: String, text: String)], displayPath: String)
    throws(ExerciseError)
    -> (Int, String)
  {
    // The files as one text, for uses across files; a declaration's file is found by name.
    let whole = sources.map(\.text).joined(separator: "\n")
    let views = RootViewFinder.viewTypes(in: whole).map(\.name)
    let candidates = RootViewFinder.candidates(in: whole).map(\.name)
    switch candidates.count {
    case 1:
      let index =
        sources.firstIndex { source in
          RootViewFinder.viewTypes(in: source.text).contains { $0.name == candidates[0] }
        }
        ?? 0
      return (index, candidates[0])
    case 0 where views.isEmpty: throw .playNoViewType(file: displayPath)
    case 0: throw .playAmbiguousRoot(file: displayPath, candidates: views)
    default: throw .playAmbiguousRoot(file: displayPath, candidates: candidates)
    }
  }
}
