/// Deterministic, readable descriptions of values for the log.
///
/// Never prints addresses: instances of classes are named by their type, so
/// the same scenario prints the same text every run. Brief: a log line is read
/// at a glance, so an array longer than a line shows its first element and its
/// count, and a struct shows the fields that fit, never a field cut in two.
enum ValueDescription {
  /// How many characters a value may take in a log line before it is shortened.
  static let lineBudget = 60

  static func describe(_ value: Any) -> String {
    switch value {
    // A string or an enum case on its own keeps all of its text, as it always has:
    // only what is inside an array or a struct is shortened.
    case let string as String: return "\"\(string)\""
    case let substring as Substring: return "\"\(substring)\""
    default: break
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    let style = mirror.displayStyle
    if style != .collection, style != .struct, !(type(of: value) is AnyClass) {
      let text = String(describing: value)
      return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
    return describe(value, budget: lineBudget)
  }

  /// A write as the log shows it: the part of the value that changed and its two
  /// descriptions.
  ///
  /// `part` is empty when the whole value is shown; it is `[1]` when only the element
  /// at offset 1 of an array changed, `.isRead` when only that field of a struct did,
  /// and they chain (`[1].isRead`), so that toggling one row's flag reads
  /// `_books[1].isRead: false → true`, not two copies of the whole array.
  struct Change: Equatable {
    var part = ""
    var old: String
    var new: String
  }

  static func change(from old: Any, to new: Any) -> Change {
    // Values that fit a line unshortened are shown whole: the part is for values too
    // long to read twice, and for those whose brief text hides what changed.
    let (oldText, newText) = (describe(old), describe(new))
    if oldText != newText, [oldText, newText].allSatisfy({ $0.count <= lineBudget && !$0.contains("…") }) {
      return Change(old: oldText, new: newText)
    }
    let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
    if type(of: old) is AnyClass || type(of: new) is AnyClass {
      return Change(old: describe(old), new: describe(new))
    }
    if oldMirror.displayStyle == .optional || newMirror.displayStyle == .optional {
      return Change(old: describe(old), new: describe(new))
    }
    if oldMirror.displayStyle == .collection, newMirror.displayStyle == .collection {
      return collectionChange(Array(oldMirror.children.map(\.value)), Array(newMirror.children.map(\.value)))
    }
    if oldMirror.displayStyle == .struct, newMirror.displayStyle == .struct, type(of: old) == type(of: new) {
      let pairs = zip(oldMirror.children, newMirror.children)
      let differing = pairs.filter { full($0.0.value) != full($0.1.value) }
      if differing.count == 1, let (before, after) = differing.first, let label = before.label {
        var inner = change(from: before.value, to: after.value)
        inner.part = "." + label + inner.part
        return inner
      }
    }
    return Change(old: describe(old), new: describe(new))
  }

  /// An array whose one element changed, or which gained or lost one element: that element.
  private static func collectionChange(_ old: [Any], _ new: [Any]) -> Change {
    let (oldTexts, newTexts) = (old.map(full), new.map(full))
    if old.count == new.count {
      let differing = oldTexts.indices.filter { oldTexts[$0] != newTexts[$0] }
      if differing.count == 1, let offset = differing.first {
        var inner = change(from: old[offset], to: new[offset])
        inner.part = "[\(offset)]" + inner.part
        return inner
      }
    } else if abs(old.count - new.count) == 1 {
      let (longer, shorter) = old.count > new.count ? (oldTexts, newTexts) : (newTexts, oldTexts)
      let offset = shorter.indices.first { longer[$0] != shorter[$0] } ?? shorter.count
      if Array(longer[..<offset]) + longer[(offset + 1)...] == shorter {
        let element = old.count > new.count ? old[offset] : new[offset]
        let what = old.count > new.count ? "removed" : "inserted"
        return Change(
          old: count(old.count),
          new: "\(count(new.count)), \(what) [\(offset)] \(describe(element, budget: lineBudget - 10))")
      }
    }
    return Change(old: describe(old), new: describe(new))
  }

  private static func count(_ elements: Int) -> String {
    elements == 1 ? "1 element" : "\(elements) elements"
  }

  /// The unshortened text, for telling values apart (never printed).
  private static func full(_ value: Any) -> String {
    type(of: value) is AnyClass ? "\(ObjectIdentifier(value as AnyObject))" : String(reflecting: value)
  }

  private static func describe(_ value: Any, budget: Int) -> String {
    switch value {
    case let string as String: return quoted(string, budget: budget)
    case let substring as Substring: return quoted(String(substring), budget: budget)
    case let bool as Bool: return bool ? "true" : "false"
    default: break
    }
    let type = Swift.type(of: value)
    if type is AnyClass {
      return "\(type) instance"
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped, budget: budget)
    case .collection:
      let elements = mirror.children.map { describe($0.value, budget: budget) }
      let whole = "[" + elements.joined(separator: ", ") + "]"
      guard whole.count > budget, let first = mirror.children.first?.value else { return whole }
      let elementBudget = max(budget - 20, 12)
      let more = elements.count > 1 ? ", …" : ""
      return "[\(describe(first, budget: elementBudget))\(more)] (\(count(elements.count)))"
    case .struct:
      let text = String(describing: value)
      // Swift prints a field's enum case or instance qualified by its module
      // (`FocusTarget(field: PlayedFile.FormField.title, …)`), whose name depends on how the
      // code was built: then each field is described as it would be on its own (`title`).
      guard text.count > budget || text.contains(moduleQualifier(of: type)) else { return text }
      return briefStruct(mirror, named: "\(type)", budget: budget)
    default:
      let text = String(describing: value)
      return text.count > budget ? String(text.prefix(budget - 1)) + "…" : text
    }
  }

  /// `PlayedFile.`: the name of the module that declares `type`, and the dot after it.
  private static func moduleQualifier(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." }) + "."
  }

  /// `ShelvedRecord(id: 1, title: "Dune", …)`: whole fields while they fit.
  private static func briefStruct(_ mirror: Mirror, named name: String, budget: Int) -> String {
    var fields: [String] = []
    var used = name.count + 2
    for child in mirror.children {
      let field = "\(child.label ?? "_"): \(describe(child.value, budget: max(budget / 2, 12)))"
      if used + field.count + 2 > budget, !fields.isEmpty {
        fields.append("…")
        break
      }
      fields.append(field)
      used += field.count + 2
    }
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  /// A string shortened at a word boundary, so that no word is cut in two.
  private static func quoted(_ string: String, budget: Int) -> String {
    guard string.count + 2 > budget else { return "\"\(string)\"" }
    var kept = ""
    for word in string.split(separator: " ", omittingEmptySubsequences: false) {
      let next = kept.isEmpty ? String(word) : kept + " " + word
      if next.count + 3 > budget { break }
      kept = next
    }
    if kept.isEmpty { kept = String(string.prefix(max(budget - 3, 1))) }
    return "\"\(kept)…\""
  }
}
