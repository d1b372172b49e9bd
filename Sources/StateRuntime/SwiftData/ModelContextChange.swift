/// A change in a model context that its queries react to; the log says which.
struct ModelContextChange: Sendable {
  enum Kind: Sendable {
    case inserted(String)
    case deleted(String)
    case changed(String)
    case rolledBack
    case merged(Saved)
  }

  /// What another context's save wrote.
  struct Saved: Sendable {
    var inserted: [String]
    var changed: [String]
    var deleted: [String]
  }

  let kind: Kind
  /// The model type the change is about.
  var entity: String

  /// The words the log uses: `Voyage inserted`, `Voyage.name changed`.
  var reason: String {
    switch kind {
    case .inserted(let entity): "\(entity) inserted"
    case .deleted(let entity): "\(entity) deleted"
    case .changed(let property): "\(property) changed"
    case .rolledBack: "rollback()"
    case .merged(let saved):
      "another context's save merged: "
        + [
          saved.inserted.isEmpty ? nil : "\(saved.inserted.count) inserted",
          saved.changed.isEmpty ? nil : "\(saved.changed.count) changed",
          saved.deleted.isEmpty ? nil : "\(saved.deleted.count) deleted",
        ].compactMap { $0 }.joined(separator: ", ")
    }
  }
}

extension ModelContextChange.Kind {
  func about(_ entity: String) -> ModelContextChange { ModelContextChange(kind: self, entity: entity) }
}
